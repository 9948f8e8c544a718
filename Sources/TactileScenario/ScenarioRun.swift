import TactileCore
import TactileEngine

extension Scenario {
    /// Replays the scenario on a fresh engine with a virtual clock and returns the log.
    public func run(registry: RecognizerTypeRegistry) throws(EngineError) -> [Record] {
        let engine = try Engine(scene: scene, registry: registry)
        return Replay().run(input, on: engine)
    }
}
