/// One line of the log the overlay consumes: the engine's records (see the scenario format,
/// section "The log") plus the overlay's own `touch` kind that carries touch positions.
///
/// Only what the overlay draws is kept; `view`, `warning`, `modifiers`, `remote` and `motion`
/// records are accepted and ignored.
public struct OverlayRecord: Hashable, Sendable {
    /// The time of the engine cycle that produced the record, in milliseconds.
    public var time: Double
    public var kind: Kind

    public init(time: Double, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    public enum Kind: Hashable, Sendable {
        /// A touch position: `{"kind":"touch","id":1,"phase":"moved","x":…,"y":…,"radius":…}`.
        case touch(id: Int, phase: TouchPhase, location: OverlayPoint, radius: Double?)
        /// A touches call made to a recognizer; ties the recognizer to the touches it sees.
        case feed(recognizer: String, call: String, touches: [Int])
        /// A recognizer's transition.
        case state(recognizer: String, from: String, to: String)
        /// The target-action message, with the recognizer's values formatted for display.
        case action(recognizer: String, state: String, location: OverlayPoint?, values: [GestureValue])
        /// reset() was called: the recognizer forgets its touches.
        case reset(recognizer: String)
        /// A record kind the overlay does not draw (`view`, `warning`, `modifiers`, `remote`,
        /// `motion`, or one added later).
        case ignored(kind: String)
    }
}

/// The phase of a `touch` record.
public enum TouchPhase: String, Hashable, Sendable {
    case began, moved, ended, cancelled

    /// Whether the touch is gone after this record.
    public var isFinal: Bool { self == .ended || self == .cancelled }
}

/// One value of an action record, kept in the log's order for display next to the gesture.
public struct GestureValue: Hashable, Sendable {
    /// The log's field name, e.g. `scale`, `rotation`, `translation`, `direction`.
    public var name: String
    /// The value as the overlay shows it, e.g. `1.42`, `35°`, `(120, -4)`, `right`.
    public var text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}
