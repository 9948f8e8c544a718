import TactileCore

/// What a live host may ask about the recognizers (`tactile ctl recognizers`, `explain`), read
/// without touching the state machine.
public struct RecognizerSummary: Hashable, Sendable {
    public var id: String
    /// The registered type name (`tap`, `scripted` …).
    public var type: String
    /// The id of the view it is attached to.
    public var view: String
    public var kind: RecognizerKind
    public var state: RecognizerState
    public var enabled: Bool
    /// It wants to leave possible but waits for others to fail (rule 6).
    public var isWaiting: Bool
    /// Its static `require(toFail:)` list.
    public var requireToFail: [String]
    /// Why it last failed, waited, began, recognized or was cancelled, as the engine decided it
    /// (`prevented: Tap2 recognized`, `waits for DoubleTap to fail` …); nil before any decision.
    public var reason: String?
}

extension Engine {
    /// Every attached recognizer in cycle order (the order of its transitions and actions).
    public var recognizerSummaries: [RecognizerSummary] {
        recognizers.filter(\.attached).sorted(by: Recognizer.cycleOrder).map { r in
            RecognizerSummary(
                id: r.id, type: r.typeName, view: r.view.id, kind: r.kind, state: r.state,
                enabled: r.enabled, isWaiting: r.isPending, requireToFail: r.requireToFailIDs,
                reason: r.lastReason)
        }
    }
}
