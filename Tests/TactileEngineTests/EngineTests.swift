import Testing
import TactileCore
@testable import TactileEngine

@Suite struct AppleMessageSequenceTests {
    let twoFingers = [
        down(0, 1, 50, 50), down(0, 2, 90, 50), move(30, 1, 52, 50), move(30, 2, 92, 50), up(60, 1), up(80, 2),
    ]

    func run(_ scene: SceneDescription, _ inputs: [TimedInput]) throws -> [Record] {
        let engine = try Engine(scene: scene, registry: Scenes.registry)
        return Replay().run(inputs, on: engine)
    }

    /// EHG figure 1-7: the withheld end and the began/moved touches are cancelled together.
    @Test func twoFingerDiscreteGestureRecognized() throws {
        let scene = Scenes.window([
            Scenes.view("V", multipleTouch: true, recognizers: [Scenes.scripted("Sd", [("allTouchesEnded", "recognized")])])
        ])
        let records = try run(scene, twoFingers)
        #expect(stateLog(records, "Sd") == ["recognized@80"])
        #expect(viewLog(records, "V") == ["b{1,2}@0", "m{1,2}@30", "c{1,2}@80"])
    }

    @Test func twoFingerDiscreteGestureFailed() throws {
        let scene = Scenes.window([
            Scenes.view("V", multipleTouch: true, recognizers: [Scenes.scripted("Sd", [("allTouchesEnded", "failed")])])
        ])
        let records = try run(scene, twoFingers)
        #expect(stateLog(records, "Sd") == ["failed@80"])
        #expect(viewLog(records, "V") == ["b{1,2}@0", "m{1,2}@30", "e{1,2}@80"])
    }
}
