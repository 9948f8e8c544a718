import TactileCore

/// The `scripted` recognizer type (scenario-format.md): it does only what its script says, so
/// that scenarios can test arbitration without the thresholds of real recognizers. Its requests
/// go through the engine like any plugin's; it is never auto-failed when its touches end (Q9).
public final class ScriptedRecognizer: GestureBehavior {
    public let kind: RecognizerKind
    let ignoresAllButFirst: Bool
    let rules: [ScriptRule]
    /// Callbacks per trigger in this attempt, indexed by `Trigger.index`.
    private var counts = [Int](repeating: 0, count: ScriptRule.Trigger.allCases.count)
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
        run([.touchesBegan], context)
    }

    public func touchesMoved(_ touches: [Touch], with event: Event, context: RecognizerContext) {
        run([.touchesMoved], context)
    }

    public func touchesEnded(_ touches: [Touch], with event: Event, context: RecognizerContext) {
        let allEnded = context.touches.allSatisfy { $0.phase.isFinished }
        run(allEnded ? [.touchesEnded, .allTouchesEnded] : [.touchesEnded], context)
    }

    public func touchesCancelled(_ touches: [Touch], with event: Event, context: RecognizerContext) {
        run([.touchesCancelled], context)
    }

    public func reset() {
        for i in counts.indices { counts[i] = 0 }
        firstTouch = nil
    }

    /// Advances the counter of every trigger this callback matches, then applies the first
    /// rule in the list that matches.
    private func run(_ triggers: [ScriptRule.Trigger], _ context: RecognizerContext) {
        for t in triggers { counts[t.index] += 1 }
        let rule = rules.first { r in triggers.contains(r.trigger) && r.applies(toCount: counts[r.trigger.index]) }
        if let rule { context.request(rule.state) }
    }
}

extension ScriptedRecognizer {
    /// The type as registered: parameters `continuous`, `ignore`, `script`.
    public static let type = RecognizerType(
        name: "scripted", kind: nil,
        parameters: [
            ParameterSpec(name: "continuous", type: "boolean", defaultValue: .bool(false)),
            ParameterSpec(name: "ignore", type: "none | allButFirst", defaultValue: .string("none")),
            ParameterSpec(name: "script", type: "list of {when, nth?, after?, state}", defaultValue: .list([])),
        ]
    ) { (parameters: [ParameterValue.MapEntry]) throws(ParameterError) -> any GestureBehavior in
        var kind = RecognizerKind.discrete
        var ignoresAllButFirst = false
        var rules: [ScriptRule] = []
        for p in parameters {
            switch p.key {
            case "continuous":
                guard let b = p.value.boolValue else {
                    throw ParameterError(key: p.key, message: "'continuous' must be true or false, not \(p.value)")
                }
                kind = b ? .continuous : .discrete
            case "ignore":
                switch p.value.stringValue {
                case "none": ignoresAllButFirst = false
                case "allButFirst": ignoresAllButFirst = true
                default: throw ParameterError(key: p.key, message: "'ignore' must be none or allButFirst, not \(p.value)")
                }
            case "script":
                guard let list = p.value.listValue else {
                    throw ParameterError(key: p.key, message: "'script' must be a list of rules, not \(p.value.typeName)")
                }
                for (i, rule) in list.enumerated() { rules.append(try ScriptRule(parsing: rule, index: i)) }
            default:
                throw ParameterError(key: p.key, message: "unknown parameter '\(p.key)' for type scripted (allowed: continuous, ignore, script)")
            }
        }
        return ScriptedRecognizer(kind: kind, ignoresAllButFirst: ignoresAllButFirst, rules: rules)
    }
}
