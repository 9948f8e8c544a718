import TactileCore

/// The engine's record of one attached recognizer: its configuration, its relationships and the
/// state of its current attempt. Internal: recognizers see themselves through `RecognizerContext`.
final class Recognizer {
    let id: String
    let typeName: String
    let behavior: any GestureBehavior
    let kind: RecognizerKind
    /// The view it is attached to.
    let view: View
    /// Global attachment counter: the tie-break after view depth and walk order.
    let attachmentIndex: Int
    var parameters: [ParameterValue.MapEntry]

    var enabled: Bool
    var attached = true
    var cancelsTouchesInView: Bool
    var delaysTouchesBegan: Bool
    var delaysTouchesEnded: Bool
    /// It joins a new touch only when exactly these modifiers are held; nil: any.
    var requiredModifiers: Set<Modifier>?
    /// Static `require(toFail:)`, resolved after the whole scene is built.
    var requireToFail: [Recognizer] = []
    var requireToFailIDs: [String]
    var cannotPrevent: [RecognizerSelector]
    var cannotBePreventedBy: [RecognizerSelector]
    var delegate: DelegateDescription?

    // MARK: The current attempt

    var state: RecognizerState = .possible
    /// Set while it wants to leave possible but waits (pending) or is a candidate this cycle.
    var wish: Wish?
    /// Touches it tracks in this attempt (ignored ones removed), in the order they joined.
    var touches: [Touch] = []
    /// Touches it ignored in this attempt: no more calls for them.
    var ignored: [Touch] = []
    /// Answers of the delegates' dynamic failure requirements, asked once per attempt and pair.
    var dynamicAnswers: [ObjectIdentifier: Bool] = [:]
    /// The last finished attempt, while any of its touches is still down: the recognizer joins
    /// no new touch until then (rules 3, 24), and a failed one counts as failed for those who
    /// required it (Q8).
    var previousAttempt: (touches: [Touch], outcome: RecognizerState)?
    /// Why it last failed, waited, began, recognized or was cancelled, in words (for `explain`
    /// and the overlay); kept after reset until the next decision.
    var lastReason: String?

    init(description d: RecognizerDescription, behavior: any GestureBehavior, view: View, attachmentIndex: Int) {
        id = d.id
        typeName = d.type
        self.behavior = behavior
        kind = behavior.kind
        self.view = view
        self.attachmentIndex = attachmentIndex
        parameters = d.parameters
        enabled = d.enabled
        cancelsTouchesInView = d.cancelsTouchesInView
        delaysTouchesBegan = d.delaysTouchesBegan
        delaysTouchesEnded = d.delaysTouchesEnded
        requiredModifiers = d.requiredModifiers
        requireToFailIDs = d.requireToFail
        cannotPrevent = d.cannotPrevent
        cannotBePreventedBy = d.cannotBePreventedBy
        delegate = d.delegate
    }

    /// What a recognizer that wants to leave possible is waiting to become.
    struct Wish {
        /// `.began` (continuous) or `.recognized` (discrete).
        var target: RecognizerState
        /// A continuous recognizer whose touches ended while it waited: begin, then end (rule 15).
        var thenEnd = false
        /// Resolution of this cycle is considering it (otherwise it is pending).
        var isCandidate = false
    }

    var isPending: Bool { wish != nil && !(wish!.isCandidate) }

    /// Whether touches calls reach it: enabled, attached, in an attempt that is not over, and not
    /// a discrete recognizer that waits (rule 5).
    var receivesTouches: Bool {
        guard enabled, attached else { return false }
        switch state {
        case .possible: return wish == nil || kind == .continuous
        case .began, .changed: return true
        default: return false
        }
    }

    /// Whether it may join a new touch now.
    var acceptsNewTouches: Bool {
        receivesTouches && previousAttempt == nil
    }

    func tracks(_ touch: Touch) -> Bool { touches.contains { $0 === touch } }

    /// Whether both track a common touch in their current attempts.
    func sharesTouch(with other: Recognizer) -> Bool {
        touches.contains { t in other.touches.contains { $0 === t } }
    }


    /// Position in the cycle order (see `Engine.rankRecognizers`); lower goes first.
    var rank = 0

    static func cycleOrder(_ a: Recognizer, _ b: Recognizer) -> Bool { a.rank < b.rank }
}

extension Array {
    /// Whether the elements are already in the order `areInIncreasingOrder` gives.
    func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        guard count > 1 else { return true }
        for i in 1..<count where areInIncreasingOrder(self[i], self[i - 1]) { return false }
        return true
    }
}
