import Testing
import TactileCore
@testable import TactileEngine

/// The responder chain (first responder, remote control, motion, touches passed up) and the
/// modifiers recognizers may require, through the engine's API.
@Suite struct ResponderTests {
    func chain(handles: HandledEvents, recognizers: [RecognizerDescription] = []) -> SceneDescription {
        var v = Scenes.view("V", recognizers: recognizers)
        v.handles = handles
        var s = Scenes.view("S", [0, 0, 300, 300], views: [v])
        s.handles = handles
        var scene = Scenes.window([s])
        scene.windows[0].handles = handles
        return scene
    }

    /// Every record of the cycle at 80, in order: the passed calls follow the call to V at once,
    /// before the action, and nothing is passed on from the window.
    @Test func passedCallsFollowTheirOriginalAndStopAtTheWindow() throws {
        let sd = Scenes.scripted("Sd", [("allTouchesEnded", "recognized")]) { r in
            r.cancelsTouchesInView = false
            r.delaysTouchesEnded = false
        }
        let engine = try Engine(scene: chain(handles: [], recognizers: [sd]), registry: Scenes.registry)
        let records = Replay().run([down(0, 1, 50, 50), up(80, 1)], on: engine)
        let at80 = records.filter { $0.time == 80 }.map(\.kind)
        #expect(at80 == [
            .feed(recognizer: "Sd", call: .touchesEnded, touches: [1]),
            .state(recognizer: "Sd", from: .possible, to: .recognized),
            .view(view: "V", call: .touchesEnded, touches: [1]),
            .view(view: "S", call: .touchesEnded, touches: [1], from: "V"),
            .view(view: "W", call: .touchesEnded, touches: [1], from: "V"),
            .action(recognizer: "Sd", state: .recognized, location: Point(x: 50, y: 50), numberOfTouches: 1, values: []),
            .reset(recognizer: "Sd"),
        ])
    }

    @Test func respondersThatHandleTouchesPassNothing() throws {
        let engine = try Engine(scene: chain(handles: [.touches, .motion]), registry: Scenes.registry)
        let records = Replay().run([down(0, 1, 50, 50), up(80, 1)], on: engine)
        #expect(records.map(\.kind) == [
            .view(view: "V", call: .touchesBegan, touches: [1]),
            .view(view: "V", call: .touchesEnded, touches: [1]),
        ])
    }

    @Test func firstResponderFromTheSceneAndFromSet() throws {
        var scene = chain(handles: [.remoteControl])
        scene.windows[0].views[0].views[0].firstResponder = true
        let engine = try Engine(scene: scene, registry: Scenes.registry)
        #expect(engine.firstResponderID == "V")
        func set(_ id: String, _ value: Bool) {
            engine.handle(.set(PropertyChange(target: id, key: "firstResponder", value: .bool(value))), at: engine.now)
        }
        func remote() -> Record.Kind? {
            engine.handle(.remoteControl(.nextTrack), at: engine.now)
            return engine.takeRecords().last?.kind
        }
        #expect(remote() == .remoteControl(subtype: .nextTrack, responder: "V"))
        set("W", true)
        #expect(engine.firstResponderID == "W")
        set("V", false)
        #expect(engine.firstResponderID == "W")
        set("W", false)
        #expect(engine.firstResponderID == nil)
        #expect(remote() == .remoteControl(subtype: .nextTrack, responder: nil))
        #expect(engine.takeRecords().isEmpty)
    }

    /// requiredModifiers is asked as each touch begins: touch 1 began with nothing held and is
    /// never fed; touch 2 began with Shift held and is, and keeps being fed once Shift is gone.
    @Test func requiredModifiersAreAskedAsEachTouchBegins() throws {
        let s = Scenes.scripted("Sh", []) { $0.requiredModifiers = [.shift] }
        let engine = try Engine(scene: Scenes.window([Scenes.view("V", recognizers: [s])]), registry: Scenes.registry)
        let records = Replay().run([
            down(0, 1, 50, 50),
            TimedInput(time: 10, event: .modifiers([.shift])),
            down(20, 2, 60, 50),
            TimedInput(time: 30, event: .modifiers([])),
            move(40, 1, 55, 50), move(40, 2, 65, 50),
        ], on: engine)
        let feeds = records.compactMap { r -> String? in
            guard case .feed(_, let call, let touches) = r.kind else { return nil }
            return "\(call.rawValue)\(touches)@\(formatNumber(r.time))"
        }
        #expect(feeds == ["touchesBegan[2]@20", "touchesMoved[2]@40"])
    }

    @Test func modifiersAreLoggedOnChangeAndKeptAsTheABIMask() throws {
        let engine = try Engine(scene: Scenes.window([]), registry: Scenes.registry)
        let records = Replay().run([
            TimedInput(time: 0, event: .modifiers([.super, .shift])),
            TimedInput(time: 1, event: .modifiers([.shift, .super])),
            TimedInput(time: 2, event: .modifiers([.control])),
        ], on: engine)
        #expect(records.map(\.kind) == [.modifiers([.shift, .super]), .modifiers([.control])])
        #expect(engine.modifierBits == Modifier.control.bit)
    }
}
