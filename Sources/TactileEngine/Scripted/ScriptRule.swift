import TactileCore

/// One rule of a scripted recognizer: when a callback of this trigger happens (optionally only
/// the nth one, or every one after the nth), request this state.
public struct ScriptRule: Hashable, Sendable {
    /// The callback a rule reacts to.
    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        case touchesBegan, touchesMoved, touchesEnded, allTouchesEnded, touchesCancelled

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

    public var trigger: Trigger
    /// Only the nth callback of the trigger in this attempt (1-based).
    public var nth: Int?
    /// Every callback of the trigger after the nth.
    public var after: Int?
    public var state: RecognizerState

    static let requestable: [RecognizerState] = [.began, .changed, .ended, .recognized, .failed, .cancelled]

    /// Whether the rule applies to the `count`th callback of its trigger.
    func applies(toCount count: Int) -> Bool {
        if let nth, count != nth { return false }
        if let after, count <= after { return false }
        return true
    }

    /// Parses a rule from the file (`{when: touchesMoved, nth: 1, state: began}`); errors name
    /// the key under `script.INDEX`.
    public init(parsing value: ParameterValue, index: Int) throws(ParameterError) {
        let path = "script.\(index)"
        guard let entries = value.mapValue else {
            throw ParameterError(key: path, message: "a rule must be a mapping like {when: touchesEnded, state: recognized}, not \(value.typeName)")
        }
        for e in entries where !["when", "nth", "after", "state"].contains(e.key) {
            throw ParameterError(key: "\(path).\(e.key)", message: "unknown key '\(e.key)' in a script rule (allowed: when, nth, after, state)")
        }
        guard let whenValue = value["when"] else {
            throw ParameterError(key: path, message: "a script rule needs 'when'")
        }
        guard let name = whenValue.stringValue, let trigger = Trigger(rawValue: name) else {
            throw ParameterError(key: "\(path).when", message: "'when' must be one of \(Trigger.allCases.map(\.rawValue).joined(separator: ", ")), not \(whenValue)")
        }
        guard let stateValue = value["state"] else {
            throw ParameterError(key: path, message: "a script rule needs 'state'")
        }
        guard let stateName = stateValue.stringValue, let state = RecognizerState(rawValue: stateName),
            Self.requestable.contains(state)
        else {
            throw ParameterError(key: "\(path).state", message: "'state' must be one of \(Self.requestable.map(\.rawValue).joined(separator: ", ")), not \(stateValue)")
        }
        self.trigger = trigger
        self.state = state
        for key in ["nth", "after"] {
            guard let v = value[key] else { continue }
            guard let n = v.intValue, n >= (key == "nth" ? 1 : 0) else {
                throw ParameterError(key: "\(path).\(key)", message: "'\(key)' must be a whole number ≥ \(key == "nth" ? 1 : 0), not \(v)")
            }
            if key == "nth" { nth = n } else { after = n }
        }
    }
}
