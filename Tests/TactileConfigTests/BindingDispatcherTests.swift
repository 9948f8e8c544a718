import TactileActions
import TactileConfig
import TactileCore
import TactileEngine
import Testing

/// Which records fire which bindings: states, conditions, step-repeat with progress.
@Suite struct BindingDispatcherTests {
    func action(_ recognizer: String, _ state: RecognizerState, t: Double = 0, touches: Int = 1,
                _ values: [ParameterValue.MapEntry] = []) -> Record {
        Record(time: t, kind: .action(recognizer: recognizer, state: state, location: Point(x: 1, y: 2),
                                      numberOfTouches: touches, values: values))
    }

    func pan(_ state: RecognizerState, x: Double, y: Double, t: Double = 0) -> Record {
        action("Pan", state, t: t, [.init(key: "translation", value: .list([.number(x), .number(y)])),
                                    .init(key: "velocity", value: .list([.number(0), .number(0)]))])
    }

    func pinch(_ state: RecognizerState, scale: Double) -> Record {
        action("Pinch", state, touches: 2, [.init(key: "scale", value: .number(scale)), .init(key: "velocity", value: .number(0))])
    }

    func dispatcher(_ bindings: String) throws -> BindingDispatcher {
        let configuration = try decodeConfiguration(scene("{id: Pan, type: pan}", "{id: Pinch, type: pinch}",
                                                          "{id: Swipe, type: swipe, numberOfTouchesRequired: 3}") + "bindings:\n" + bindings)
        return BindingDispatcher(bindings: configuration.bindings)
    }

    @Test func onlyActionRecordsOfTheBoundStateFire() throws {
        var dispatcher = try dispatcher("""
              - on: {recognizer: Swipe, state: recognized}
                do: {ipc: {event: swiped}}
            """)
        #expect(dispatcher.dispatch(Record(time: 0, kind: .state(recognizer: "Swipe", from: .possible, to: .recognized))).isEmpty)
        #expect(dispatcher.dispatch(action("Pan", .began)).isEmpty)
        let fired = dispatcher.dispatch(action("Swipe", .recognized, t: 40, touches: 3))
        #expect(fired.count == 1)
        #expect(fired.first?.action == .ipc(IPCAction(event: "swiped")))
        #expect(fired.first?.gesture?.time == 40 && fired.first?.gesture?.numberOfTouches == 3)
        #expect(fired.first?.origin == "c.yaml:10:5")
    }

    @Test func conditionsOnModifiersDeviceAndFingers() throws {
        var dispatcher = try dispatcher("""
              - on: {recognizer: Swipe, state: recognized}
                when: {modifiers: [Super], device: touchpad, fingers: 3}
                do: {ipc: {event: a}}
              - on: {recognizer: Swipe, state: recognized}
                when: {modifiers: []}
                do: {ipc: {event: b}}
            """)
        func events(_ modifiers: Set<Modifier>, _ device: DeviceKind?, touches: Int = 3) -> [String] {
            dispatcher.dispatch(action("Swipe", .recognized, touches: touches), input: InputContext(modifiers: modifiers, device: device))
                .map { if case .ipc(let ipc) = $0.action { ipc.event } else { "?" } }
        }
        #expect(events([.super], .touchpad) == ["a"])
        #expect(events([.super, .shift], .touchpad) == [])
        #expect(events([.super], .touchscreen) == [])
        #expect(events([.super], .touchpad, touches: 4) == [])
        #expect(events([], nil) == ["b"])
        #expect(dispatcher.dispatch(action("Swipe", .recognized, touches: 3), input: InputContext(device: .touchpad)).first?.device == "touchpad")
    }

    @Test func panStepsFireOncePerStepCrossedBothWays() throws {
        var dispatcher = try dispatcher("""
              - on: {recognizer: Pan, state: changed}
                every: {translationY: 50}
                do: {command: [brightnessctl, set, "+5%"]}
            """)
        #expect(dispatcher.dispatch(pan(.began, x: 0, y: 10)).isEmpty)
        #expect(dispatcher.dispatch(pan(.changed, x: 0, y: 49)).isEmpty)
        let one = dispatcher.dispatch(pan(.changed, x: 0, y: 60))
        #expect(one.map(\.step) == [StepFiring(direction: 1, level: 1, progress: 1.2)])
        // A jump of three steps in one frame fires three times, one level each.
        let three = dispatcher.dispatch(pan(.changed, x: 0, y: 210))
        #expect(three.map { $0.step?.level } == [2, 3, 4])
        #expect(three.allSatisfy { $0.step?.progress == 4.2 && $0.step?.direction == 1 })
        let back = dispatcher.dispatch(pan(.changed, x: 0, y: 140))
        #expect(back.map(\.step) == [StepFiring(direction: -1, level: 3, progress: 2.8),
                                     StepFiring(direction: -1, level: 2, progress: 2.8)])
        // Going up past the start counts negative levels (truncation toward zero: -0.9 is level 0).
        #expect(dispatcher.dispatch(pan(.changed, x: 0, y: -45)).map { $0.step?.level } == [1, 0])
        #expect(dispatcher.dispatch(pan(.changed, x: 0, y: -100)).map { $0.step?.level } == [-1, -2])
    }

    @Test func stepLevelsRestartWithEachGesture() throws {
        var dispatcher = try dispatcher("""
              - on: {recognizer: Pan, state: changed}
                every: {translation: 50}
                do: {ipc: {event: step}}
            """)
        _ = dispatcher.dispatch(pan(.began, x: 0, y: 0))
        #expect(dispatcher.dispatch(pan(.changed, x: 30, y: 40)).map { $0.step?.level } == [1])
        // The gesture is cancelled and the recognizer resets; the next one starts from zero.
        _ = dispatcher.dispatch(pan(.cancelled, x: 30, y: 40))
        _ = dispatcher.dispatch(Record(time: 0, kind: .reset(recognizer: "Pan")))
        _ = dispatcher.dispatch(pan(.began, x: 0, y: 0))
        #expect(dispatcher.dispatch(pan(.changed, x: 60, y: 0)).map { $0.step?.level } == [1])
    }

    @Test func pinchDirectionFiltersKeepOneWayEach() throws {
        var dispatcher = try dispatcher("""
              - on: {recognizer: Pinch, state: changed}
                every: {scale: 0.2, direction: increasing}
                do: {keys: "Control_L+plus"}
              - on: {recognizer: Pinch, state: changed}
                every: {scale: 0.2, direction: decreasing}
                do: {keys: "Control_L+minus"}
            """)
        func keys(_ scale: Double) -> [String] {
            dispatcher.dispatch(pinch(.changed, scale: scale)).map { if case .keys(let c) = $0.action { c[0].description } else { "?" } }
        }
        _ = dispatcher.dispatch(pinch(.began, scale: 1))
        #expect(keys(1.1) == [])
        #expect(keys(1.45) == ["Control_L+plus", "Control_L+plus"])
        #expect(keys(1.25) == ["Control_L+minus"])
        #expect(keys(0.7) == ["Control_L+minus", "Control_L+minus"])
    }

    @Test func resetForgetsGesturesInProgress() throws {
        var dispatcher = try dispatcher("""
              - on: {recognizer: Pan, state: changed}
                every: {translationX: 10}
                do: {ipc: {event: step}}
            """)
        _ = dispatcher.dispatch(pan(.began, x: 0, y: 0))
        #expect(dispatcher.dispatch(pan(.changed, x: 35, y: 0)).count == 3)
        dispatcher.reset()
        #expect(dispatcher.dispatch(pan(.changed, x: 35, y: 0)).count == 3)
    }
}
