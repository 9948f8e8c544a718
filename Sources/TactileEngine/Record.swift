import TactileCore

/// The four touches calls, to recognizers and to views.
public enum TouchesCall: String, Hashable, Sendable {
    case touchesBegan, touchesMoved, touchesEnded, touchesCancelled

    /// Order of the calls to one view within a cycle: began, moved, ended, cancelled.
    var order: Int {
        switch self {
        case .touchesBegan: 0
        case .touchesMoved: 1
        case .touchesEnded: 2
        case .touchesCancelled: 3
        }
    }
}

/// One line of the replay log: what the engine did, in the order it did it. Within a cycle:
/// feeds and state transitions as they happen, then view messages, then actions, then resets.
public struct Record: Hashable, Sendable {
    public var time: Milliseconds
    public var kind: Kind

    public init(time: Milliseconds, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    public enum Kind: Hashable, Sendable {
        /// A touches call made to a recognizer; touch ids ascending.
        case feed(recognizer: String, call: TouchesCall, touches: [Int])
        /// A transition, except the return to possible on reset.
        case state(recognizer: String, from: RecognizerState, to: RecognizerState)
        /// A touches call made to a view; touch ids ascending. `from` is set when a responder
        /// that does not handle touches passed the call on (responder chain): it names the view
        /// the engine delivered to, and `view` the responder that received the passed call.
        case view(view: String, call: TouchesCall, touches: [Int], from: String? = nil)
        /// The target-action message with the recognizer's values at the transition.
        case action(recognizer: String, state: RecognizerState, location: Point, numberOfTouches: Int,
                    values: [ParameterValue.MapEntry])
        /// reset() was called.
        case reset(recognizer: String)
        /// Something the engine corrected or ignored.
        case warning(recognizer: String?, message: String)
        /// A touch the engine took in, in global points; only when `Engine.logsTouches` is on
        /// (the overlay and IPC subscribers use it; the replay log has none).
        case touch(id: Int, phase: TouchPhase, location: Point, radius: Double?)
        /// The modifiers held changed; in the order Shift, Control, Alt, Super.
        case modifiers([Modifier])
        /// A remote-control event and the responder that took it: the first one up the chain
        /// from the first responder that handles remote control; nil: the application (bindings).
        case remoteControl(subtype: RemoteControlSubtype, responder: String?)
        /// A motion event and the responder that took it, as for remote control.
        case motion(subtype: MotionSubtype, phase: MotionPhase, responder: String?)
    }

    /// The record's `kind` field in the log.
    public var kindName: String {
        switch kind {
        case .feed: "feed"
        case .state: "state"
        case .view: "view"
        case .action: "action"
        case .reset: "reset"
        case .warning: "warning"
        case .touch: "touch"
        case .modifiers: "modifiers"
        case .remoteControl: "remote"
        case .motion: "motion"
        }
    }
}
