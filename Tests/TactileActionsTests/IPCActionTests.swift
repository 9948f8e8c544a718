import TactileActions
import TactileCore
import Testing

/// The ipc action: the event handed to the sink, and its JSON line.
@Suite struct IPCActionTests {
    final class Collector: IPCEventSink, @unchecked Sendable {
        var events: [IPCEvent] = []
        func publish(_ event: IPCEvent) { events.append(event) }
    }

    let pinch = GestureSnapshot(
        time: 16, recognizer: "Pinch", state: .changed, location: Point(x: 1, y: 2.5), numberOfTouches: 2,
        values: [.init(key: "scale", value: .number(1.5)), .init(key: "velocity", value: .number(0.25))])

    @Test func performerHandsTheEventToTheSink() {
        let sink = Collector()
        let performer = ActionPerformer(log: .silent, sink: sink)
        let action = IPCAction(event: "zoom", data: [.init(key: "target", value: .string("view \"a\""))])
        performer.perform(ActionInvocation(action: .ipc(action), gesture: pinch, step: StepFiring(direction: 1, level: 2, progress: 2.5),
                                           device: "touchscreen", origin: "c.yaml:1:1"))
        #expect(sink.events.count == 1)
        #expect(sink.events.first?.name == "zoom")
        #expect(sink.events.first?.jsonLine == #"{"t":16,"kind":"event","event":"zoom","recognizer":"Pinch","state":"changed","location":[1,2.5],"numberOfTouches":2,"scale":1.5,"velocity":0.25,"step":1,"level":2,"progress":2.5,"device":"touchscreen","data":{"target":"view \"a\""}}"#)
    }

    @Test func withoutASinkEventsAreDropped() {
        let performer = ActionPerformer(log: .silent)
        performer.perform(ActionInvocation(action: .ipc(IPCAction(event: "x")), gesture: pinch, origin: "c.yaml:1:1"))
    }
}
