import TactileActions
import TactileConfig
import TactileCore
import TactileEngine
import Testing

/// Which remote-control and motion records fire which bindings: subtype, phase, responder and
/// modifiers; and what the invocation carries.
@Suite struct EventBindingDispatcherTests {
    func dispatcher(_ bindings: String) throws -> BindingDispatcher {
        let yaml = """
            scene:
              windows:
                - id: W
                  frame: [0, 0, 800, 600]
                  views: [{id: Player, frame: [0, 0, 100, 100]}]
            bindings:

            """
        return BindingDispatcher(bindings: try decodeConfiguration(yaml + bindings).bindings)
    }

    func remote(_ subtype: RemoteControlSubtype, responder: String? = nil, t: Double = 5) -> Record {
        Record(time: t, kind: .remoteControl(subtype: subtype, responder: responder))
    }

    func events(_ invocations: [ActionInvocation]) -> [String] {
        invocations.compactMap { if case .ipc(let action) = $0.action { action.event } else { nil } }
    }

    @Test func remoteBindingsMatchSubtypeAndResponder() throws {
        var dispatcher = try dispatcher("""
              - on: {remote: nextTrack}
                do: {ipc: {event: app}}
              - on: {remote: nextTrack, responder: Player}
                do: {ipc: {event: player}}
              - on: {remote: previousTrack}
                do: {ipc: {event: previous}}
            """)
        // No responder: the application's binding only.
        let fired = dispatcher.dispatch(remote(.nextTrack, t: 40))
        #expect(events(fired) == ["app"])
        #expect(fired.first?.event == EventSnapshot(time: 40, kind: .remoteControl(.nextTrack)))
        #expect(fired.first?.gesture == nil && fired.first?.device == nil && fired.first?.origin == "c.yaml:7:5")
        // Taken by Player: the responder's binding only.
        #expect(events(dispatcher.dispatch(remote(.nextTrack, responder: "Player"))) == ["player"])
        #expect(events(dispatcher.dispatch(remote(.nextTrack, responder: "W"))).isEmpty)
        #expect(events(dispatcher.dispatch(remote(.play))).isEmpty)
        // Gesture records never fire them.
        let action = Record(time: 0, kind: .action(recognizer: "X", state: .recognized, location: Point(x: 0, y: 0),
                                                   numberOfTouches: 1, values: []))
        #expect(dispatcher.dispatch(action).isEmpty)
    }

    @Test func motionBindingsMatchPhaseWhichDefaultsToBegan() throws {
        var dispatcher = try dispatcher("""
              - on: {motion: lid}
                do: {ipc: {event: closed}}
              - on: {motion: lid, phase: ended}
                do: {ipc: {event: opened}}
            """)
        func motion(_ subtype: MotionSubtype, _ phase: MotionPhase) -> Record {
            Record(time: 1, kind: .motion(subtype: subtype, phase: phase, responder: nil))
        }
        #expect(events(dispatcher.dispatch(motion(.lid, .began))) == ["closed"])
        #expect(events(dispatcher.dispatch(motion(.lid, .ended))) == ["opened"])
        #expect(events(dispatcher.dispatch(motion(.lid, .cancelled))).isEmpty)
        #expect(events(dispatcher.dispatch(motion(.tabletMode, .began))).isEmpty)
    }

    @Test func modifiersMustBeExactlyThoseHeld() throws {
        var dispatcher = try dispatcher("""
              - on: {remote: volumeUp}
                do: {ipc: {event: any}}
              - on: {remote: volumeUp}
                when: {modifiers: []}
                do: {ipc: {event: plain}}
              - on: {remote: volumeUp}
                when: {modifiers: [Shift]}
                do: {ipc: {event: shift}}
            """)
        #expect(events(dispatcher.dispatch(remote(.volumeUp))) == ["any", "plain"])
        #expect(events(dispatcher.dispatch(remote(.volumeUp), input: InputContext(modifiers: [.shift]))) == ["any", "shift"])
        #expect(events(dispatcher.dispatch(remote(.volumeUp), input: InputContext(modifiers: [.shift, .control]))) == ["any"])
    }
}
