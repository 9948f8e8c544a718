/// The public state of a gesture recognizer (UIGestureRecognizer.State). `recognized` is the
/// discrete name of `ended`: the log reports `recognized` for discrete recognizers.
public enum RecognizerState: String, Hashable, Sendable, CaseIterable {
    case possible, began, changed, ended, cancelled, failed, recognized

    /// began or changed.
    public var isActive: Bool { self == .began || self == .changed }

    /// The attempt is over: the recognizer resets at the end of the cycle.
    public var isTerminal: Bool {
        self == .ended || self == .recognized || self == .cancelled || self == .failed
    }
}

/// Discrete recognizers go possible → recognized | failed; continuous ones possible → began →
/// changed* → ended | cancelled, or possible → failed (semantics S2).
public enum RecognizerKind: String, Hashable, Sendable {
    case discrete, continuous
}
