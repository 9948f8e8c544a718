import Foundation
import TactileConfig
import TactileCore
import TactileEngine
import TactileScenario
import Yams

/// What the host takes from the configuration file (docs/configuration.md): the scene, which
/// window each device maps to, and mouse strokes. The file is decoded and validated by
/// TactileConfig's `ConfigurationDecoder` alone, so `tactile check-config` accepts exactly the
/// files `tactile run` accepts; `configuration` keeps the bindings and settings for the daemon.
public struct HostConfiguration {
    public var configuration: Configuration
    public var scene: SceneDescription { configuration.scene }
    /// The `scene:` node as written, so a recording can carry the scene it was made with.
    public var sceneNode: Node
    public var layout: DeviceLayout

    /// Reads and decodes a configuration file; errors name the file, line and column.
    public static func load(path: String, registry: RecognizerTypeRegistry) throws(ScenarioError) -> HostConfiguration {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ScenarioError(file: path, line: nil, column: nil, message: "cannot read the file: \(error.localizedDescription)")
        }
        return try decode(yaml: text, file: path, registry: registry)
    }

    /// The configuration embedded in the binary (config/default.yaml).
    public static func standard(registry: RecognizerTypeRegistry) throws(ScenarioError) -> HostConfiguration {
        try decode(yaml: DefaultConfiguration.text, file: DefaultConfiguration.name, registry: registry)
    }

    public static func decode(yaml: String, file: String, registry: RecognizerTypeRegistry) throws(ScenarioError) -> HostConfiguration {
        let configuration = try Configuration.decode(yaml: yaml, file: file, registry: registry)
        // The decoder accepted the document, so it composes and has a scene.
        guard let sceneNode = (try? Yams.compose(yaml: yaml))??.mapping?["scene"] else {
            throw ScenarioError(file: file, line: nil, column: nil, message: "missing required key 'scene'")
        }
        let devices = configuration.devices
        let pointer = devices.pointer.map { PointerStrokeConfiguration(button: $0.button, windowID: $0.window) }
        return HostConfiguration(configuration: configuration, sceneNode: sceneNode,
                                 layout: DeviceLayout(windows: configuration.scene.windows,
                                                      windowsByDeviceName: devices.windowsByDeviceName, pointer: pointer))
    }
}

extension HostConfiguration {
    /// The engine for this configuration's scene; a scene the engine refuses is a `HostError`
    /// (the decoder normally reports such problems first, with their place in the file).
    public func makeEngine(registry: RecognizerTypeRegistry) throws -> Engine {
        do {
            return try Engine(scene: scene, registry: registry)
        } catch {
            throw HostError("the scene cannot be built: \(error)")
        }
    }
}

extension HostConfiguration {
    /// The validator of injected input lines (IPC `inject`) for this scene: the scene's ids and
    /// requirements, as a scenario's input would see them. nil if the scene cannot be read back,
    /// which only a bug could cause; injection then answers `unsupported`.
    public func makeInputDecoder(registry: RecognizerTypeRegistry) -> InputLineDecoder? {
        let document = Node.mapping(Node.Mapping([(Node("scene"), sceneNode)]))
        guard let yaml = try? Yams.serialize(node: document) else { return nil }
        return try? Scenario.decodeLive(yaml: yaml, file: configuration.file, registry: registry, source: "inject").input
    }
}
