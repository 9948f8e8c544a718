import TactileEngine
import TactileScenario

/// Builds the engine for a configuration; a scene the engine refuses is a `HostError`.
public func makeEngine(_ configuration: HostConfiguration, registry: RecognizerTypeRegistry) throws -> Engine {
    do {
        return try Engine(scene: configuration.scene, registry: registry)
    } catch {
        throw HostError("the scene cannot be built: \(error)")
    }
}
