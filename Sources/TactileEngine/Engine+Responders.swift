import TactileCore

/// The responder chain (UIResponder): a view's next responder is its superview, a window's is
/// the application. Remote-control and motion events start at the first responder; a touches
/// call to a view that does not handle touches is passed up the chain (docs/responders.md).
extension Engine {
    /// The id of the current first responder, if any.
    public var firstResponderID: String? { firstResponder?.id }

    /// A remote-control event goes to the first responder and up the chain to the first
    /// responder that handles remote control; the application when none does.
    func deliverRemoteControl(_ subtype: RemoteControlSubtype) {
        log(.remoteControl(subtype: subtype, responder: responder(handling: .remoteControl)?.id))
    }

    /// A motion event, likewise.
    func deliverMotion(_ subtype: MotionSubtype, _ phase: MotionPhase) {
        log(.motion(subtype: subtype, phase: phase, responder: responder(handling: .motion)?.id))
    }

    private func responder(handling kind: HandledEvents) -> View? {
        firstResponder?.firstResponder(handling: kind)
    }

    /// `set: {id, firstResponder: true|false}`: becomeFirstResponder (the previous one resigns)
    /// or resignFirstResponder (nothing when `view` is not the first responder). Hidden or
    /// disabled views may be first responder: UIKit does not ask.
    func setFirstResponder(_ view: View, _ becomes: Bool) {
        if becomes {
            firstResponder = view
        } else if firstResponder === view {
            firstResponder = nil
        }
    }

    /// UIResponder's default touches methods call the next responder's: a view that does not
    /// handle touches passes the call it got to its superview, and so on up to the first
    /// responder that handles touches or the window (past it, the application, nothing is
    /// logged). One `view` record per responder reached, right after the original call's,
    /// with `from` naming the view the engine delivered to.
    func passTouchesUp(_ call: TouchesCall, _ touches: [Int], from view: View) {
        var next = view.nextResponder
        while let responder = next {
            log(.view(view: responder.id, call: call, touches: touches, from: view.id))
            if responder.handlesTouches { return }
            next = responder.nextResponder
        }
    }
}
