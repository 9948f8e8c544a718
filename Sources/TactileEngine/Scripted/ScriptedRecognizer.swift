import TactileCore

/// The `scripted` recognizer type (scenario-format.md): it does only what its script says, so
/// that scenarios can test arbitration without the thresholds of real recognizers. Its requests
/// go through the engine like any plugin's; it is never auto-failed when its touches end (Q9).
public final class ScriptedRecognizer: GestureBehavior {
    public let kind: RecognizerKind
    let ignoresAllButFirst: Bool
    let rules: [ScriptRule]
    /// Callbacks per trigger in this attempt, indexed by `Trigger.index`.
    private var counts = [Int](repeating: 0, count: ScriptTrigger.allCases.count)
    private var firstTouch: Touch?

    public init(kind: RecognizerKind, ignoresAllButFirst: Bool, rules: [ScriptRule]) {
        self.kind = kind
        self.ignoresAllButFirst = ignoresAllButFirst
        self.rules = rules
    }

    public func touchesBegan(_ touches: [Touch], with event: Event, context: RecognizerContext) {
        if ignoresAllButFirst {
            for t in touches {
                if firstTouch == nil { firstTouch = t } else if t !== firstTouch { context.ignore(t) }
            }
        }
        run(.touchesBegan, context)
    }

    public func touchesMoved(_ touches: [Touch], with event: Event, context: RecognizerContext) {
        run(.touchesMoved, context)
    }

    public func touchesEnded(_ touches: [Touch], with event: Event, context: RecognizerContext) {
        let allEnded = context.touches.allSatisfy { $0.phase.isFinished }
        run(.touchesEnded, also: allEnded ? .allTouchesEnded : nil, context)
    }

    public func touchesCancelled(_ touches: [Touch], with event: Event, context: RecognizerContext) {
        run(.touchesCancelled, context)
    }

    public func reset() {
        for i in counts.indices { counts[i] = 0 }
        firstTouch = nil
    }

    /// Advances the counter of every trigger this callback matches, then applies the first
    /// rule in the list that matches.
    private func run(_ trigger: ScriptTrigger, also second: ScriptTrigger? = nil, _ context: RecognizerContext) {
        counts[trigger.index] += 1
        if let second { counts[second.index] += 1 }
        let rule = rules.first { r in (r.when == trigger || r.when == second) && r.applies(toCount: counts[r.when.index]) }
        if let rule { context.request(rule.state) }
    }
}

extension ScriptedRecognizer {
    /// The type as registered: parameters `continuous`, `ignore`, `script`.
    public static let type = RecognizerType(name: "scripted", kind: nil, parameters: ScriptedParameters.specs) {
        (parameters) throws(ParameterError) -> any GestureBehavior in
        let p = try ScriptedParameters.parse(parameters)
        return ScriptedRecognizer(kind: p.continuous ? .continuous : .discrete, ignoresAllButFirst: p.ignore == .allButFirst, rules: p.script)
    }
}
