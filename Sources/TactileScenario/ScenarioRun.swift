import TactileCore
import TactileEngine

extension Scenario {
    /// Replays the scenario on a fresh engine with a virtual clock and returns the log;
    /// `touches` adds a `touch` record per changed touch (for the overlay).
    public func run(registry: RecognizerTypeRegistry, touches: Bool = false) throws(EngineError) -> [Record] {
        let engine = try Engine(scene: scene, registry: registry)
        engine.logsTouches = touches
        return Replay().run(input, on: engine)
    }
}
