import Testing
@testable import TactileCore

@Suite struct ResponderChainTests {
    /// W ⊃ S ⊃ V, each handling what the test says.
    func chain(_ w: HandledEvents, _ s: HandledEvents, _ v: HandledEvents) -> (window: View, s: View, v: View) {
        let window = View(id: "W", frame: Rect(x: 0, y: 0, width: 400, height: 800), handles: w)
        let sv = View(id: "S", frame: Rect(x: 0, y: 0, width: 300, height: 300), handles: s)
        let vv = View(id: "V", frame: Rect(x: 0, y: 0, width: 200, height: 200), handles: v)
        window.addSubview(sv)
        sv.addSubview(vv)
        return (window, sv, vv)
    }

    @Test func nextResponderIsTheSuperviewAndNoneForAWindow() {
        let c = chain(.touches, .touches, .touches)
        #expect(c.v.nextResponder === c.s)
        #expect(c.s.nextResponder === c.window)
        #expect(c.window.nextResponder == nil)
    }

    @Test func theFirstResponderUpTheChainThatHandlesTheKind() {
        let c = chain([.touches, .motion], [.remoteControl], [])
        #expect(c.v.firstResponder(handling: .remoteControl) === c.s)
        #expect(c.v.firstResponder(handling: .motion) === c.window)
        #expect(c.v.firstResponder(handling: .touches) === c.window)
        #expect(c.s.firstResponder(handling: .remoteControl) === c.s)
        #expect(chain([], [], []).v.firstResponder(handling: .touches) == nil)
    }

    @Test func handlesTouchesFollowsHandles() {
        let v = View(id: "V", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(v.handles == .touches && v.handlesTouches)
        v.handles = [.motion]
        #expect(!v.handlesTouches)
        v.handles.insert(.touches)
        #expect(v.handlesTouches)
        var d = ViewDescription(id: "D", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        d.handles = [.remoteControl]
        #expect(!View(d).handlesTouches)
    }

    @Test func namesOfTheFiles() {
        #expect(HandledEvents.names.map(\.name) == ["touches", "remoteControl", "motion"])
        #expect(HandledEvents(name: "remoteControl") == .remoteControl)
        #expect(HandledEvents(name: "presses") == nil)
    }

    @Test func modifierMasksRoundTrip() {
        let all = Set(Modifier.allCases)
        #expect(all.bits == 15)
        #expect(Set<Modifier>([.shift, .super]).bits == 9)
        #expect(Set<Modifier>(bits: 9) == [.shift, .super])
        #expect(Set<Modifier>(bits: 0xF0) == [])
    }
}
