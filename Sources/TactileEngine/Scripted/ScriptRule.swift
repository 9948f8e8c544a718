import TactileCore

/// The callback a script rule reacts to. `allTouchesEnded` is the `touchesEnded` in which the
/// recognizer's last tracked touch ends (it matches together with `touchesEnded`).
public enum ScriptTrigger: String, Hashable, Sendable, CaseIterable {
    case touchesBegan, touchesMoved, touchesEnded, allTouchesEnded, touchesCancelled

    /// A dense index for per-trigger counters.
    var index: Int {
        switch self {
        case .touchesBegan: 0
        case .touchesMoved: 1
        case .touchesEnded: 2
        case .allTouchesEnded: 3
        case .touchesCancelled: 4
        }
    }
}

/// One rule of a `scripted` recognizer's `script:`: when `when` fires (only its `nth` time in the
/// attempt, or only after its first `after` times, or every time), request `state`.
///
///     {when: touchesMoved, nth: 1, state: began}
public struct ScriptRule: Hashable, Sendable {
    public var when: ScriptTrigger
    /// 1-based: the rule applies only to that callback of the attempt.
    public var nth: Int?
    /// The rule applies to every callback after the first `after` ones.
    public var after: Int?
    /// Never `possible`: a script requests a transition.
    public var state: RecognizerState

    public init(when: ScriptTrigger, nth: Int? = nil, after: Int? = nil, state: RecognizerState) {
        self.when = when
        self.nth = nth
        self.after = after
        self.state = state
    }

    static let keys = ["when", "nth", "after", "state"]

    /// Whether the rule applies to the `count`th callback of its trigger in this attempt.
    func applies(toCount count: Int) -> Bool {
        if let nth, count != nth { return false }
        if let after, count <= after { return false }
        return true
    }

    /// Parses a whole `script:` list; errors name the rule by its 0-based index (`script.2.when`).
    public static func parseScript(_ value: ParameterValue, key: String = "script") throws(ParameterError) -> [ScriptRule] {
        guard let list = value.listValue else {
            throw ParameterError(key: key, message: "expected a list of rules, got \(value.typeName)")
        }
        var rules: [ScriptRule] = []
        for (index, rule) in list.enumerated() {
            rules.append(try parse(rule, key: "\(key).\(index)"))
        }
        return rules
    }

    /// Parses one rule; `key` is the rule's own dotted path, prefixed to the offending key.
    public static func parse(_ value: ParameterValue, key: String) throws(ParameterError) -> ScriptRule {
        guard let entries = value.mapValue else {
            throw ParameterError(key: key, message: "expected a rule such as {when: touchesBegan, state: began}, got \(value.typeName)")
        }
        for entry in entries where !keys.contains(entry.key) {
            throw ParameterError(key: "\(key).\(entry.key)", message: "unknown key; allowed keys: \(keys.joined(separator: ", "))")
        }
        guard let whenValue = value["when"] else {
            throw ParameterError(key: key, message: "missing required key 'when'")
        }
        guard let whenName = whenValue.stringValue, let when = ScriptTrigger(rawValue: whenName) else {
            throw ParameterError(
                key: "\(key).when",
                message: "expected one of \(ScriptTrigger.allCases.map(\.rawValue).joined(separator: ", ")), got \(whenValue)")
        }
        guard let stateValue = value["state"] else {
            throw ParameterError(key: key, message: "missing required key 'state'")
        }
        let requestable = RecognizerState.allCases.filter { $0 != .possible }
        guard let stateName = stateValue.stringValue, let state = RecognizerState(rawValue: stateName), state != .possible else {
            throw ParameterError(
                key: "\(key).state",
                message: "expected one of \(requestable.map(\.rawValue).joined(separator: ", ")), got \(stateValue)")
        }
        let nth = try count(value["nth"], key: "\(key).nth", minimum: 1)
        let after = try count(value["after"], key: "\(key).after", minimum: 0)
        if nth != nil, after != nil {
            throw ParameterError(key: "\(key).after", message: "nth and after cannot be combined in one rule")
        }
        return ScriptRule(when: when, nth: nth, after: after, state: state)
    }

    private static func count(_ value: ParameterValue?, key: String, minimum: Int) throws(ParameterError) -> Int? {
        guard let value else { return nil }
        guard let count = value.intValue, count >= minimum else {
            throw ParameterError(key: key, message: "expected an integer ≥ \(minimum), got \(value)")
        }
        return count
    }
}
