import TactileCore
import TactileEngine

/// A remote-control or motion record that fired a binding (a media key, the lid, tablet mode):
/// what a fired binding passes on to its action, as `GestureSnapshot` does for gestures.
public struct EventSnapshot: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case remoteControl(RemoteControlSubtype)
        case motion(MotionSubtype, MotionPhase)
    }

    public var time: Milliseconds
    public var kind: Kind
    /// The view or window that took the event; nil: it reached the application.
    public var responder: String?

    public init(time: Milliseconds, kind: Kind, responder: String? = nil) {
        self.time = time
        self.kind = kind
        self.responder = responder
    }

    /// The snapshot of a `remote` or `motion` record; nil for every other kind of record.
    public init?(_ record: Record) {
        switch record.kind {
        case let .remoteControl(subtype, responder):
            self.init(time: record.time, kind: .remoteControl(subtype), responder: responder)
        case let .motion(subtype, phase, responder):
            self.init(time: record.time, kind: .motion(subtype, phase), responder: responder)
        default:
            return nil
        }
    }

    /// The fields that describe it, in the order of its record: `remote`, or `motion` and
    /// `phase`; then `responder` when a responder took it. Strings, for the environment and JSON.
    public var fields: [(key: String, value: String)] {
        var fields: [(key: String, value: String)] = switch kind {
        case .remoteControl(let subtype): [("remote", subtype.rawValue)]
        case let .motion(subtype, phase): [("motion", subtype.rawValue), ("phase", phase.rawValue)]
        }
        if let responder { fields.append(("responder", responder)) }
        return fields
    }
}
