import TactileActions
import TactileCore
import TactileEngine

/// What a binding reacts to (its `on:`): a recognizer's action records with a state, or the
/// remote-control and motion records of media keys and switches.
public enum BindingTrigger: Hashable, Sendable {
    /// `on: {recognizer: ID, state: STATE}`.
    case gesture(recognizer: String, state: RecognizerState)
    /// `on: {remote: SUBTYPE, responder: ID?}`: `responder` nil means the event reached the
    /// application (no view or window took it); an id means that view or window took it.
    case remoteControl(RemoteControlSubtype, responder: String?)
    /// `on: {motion: SUBTYPE, phase: PHASE, responder: ID?}` (phase defaults to began).
    case motion(MotionSubtype, phase: MotionPhase, responder: String?)

    /// Whether a remote-control or motion record fires this trigger.
    public func matches(_ event: EventSnapshot) -> Bool {
        switch (self, event.kind) {
        case let (.remoteControl(subtype, responder), .remoteControl(recorded)):
            subtype == recorded && responder == event.responder
        case let (.motion(subtype, phase, responder), .motion(recordedSubtype, recordedPhase)):
            subtype == recordedSubtype && phase == recordedPhase && responder == event.responder
        default:
            false
        }
    }

    public var isGesture: Bool {
        if case .gesture = self { true } else { false }
    }

    /// The `on:` key that names the kind of trigger.
    public var kindName: String {
        switch self {
        case .gesture: "recognizer"
        case .remoteControl: "remote"
        case .motion: "motion"
        }
    }
}
