import TactileCore

/// Which touches a `scripted` recognizer keeps: all of them, or only the first of each attempt
/// (it calls ignore(_:for:) on every later one from inside its touchesBegan).
public enum ScriptIgnore: String, Hashable, Sendable, CaseIterable {
    case none, allButFirst
}

/// The validated parameters of the `scripted` recognizer type, for the engine's implementation
/// of that type to build from: `continuous`, `ignore` and `script`.
public struct ScriptedParameters: Hashable, Sendable {
    public var continuous = false
    public var ignore = ScriptIgnore.none
    public var script: [ScriptRule] = []

    public init(continuous: Bool = false, ignore: ScriptIgnore = .none, script: [ScriptRule] = []) {
        self.continuous = continuous
        self.ignore = ignore
        self.script = script
    }

    /// For `RecognizerType.parameters`.
    public static let specs = [
        ParameterSpec(name: "continuous", type: "boolean", defaultValue: .bool(false)),
        ParameterSpec(name: "ignore", type: "none or allButFirst", defaultValue: .string("none")),
        ParameterSpec(name: "script", type: "list of {when, nth?, after?, state}", defaultValue: .list([])),
    ]

    /// Parses a recognizer's type parameters; throws naming the offending key.
    public static func parse(_ parameters: [ParameterValue.MapEntry]) throws(ParameterError) -> ScriptedParameters {
        var result = ScriptedParameters()
        for entry in parameters {
            switch entry.key {
            case "continuous":
                guard let flag = entry.value.boolValue else {
                    throw ParameterError(key: entry.key, message: "expected a boolean, got \(entry.value.typeName)")
                }
                result.continuous = flag
            case "ignore":
                guard let name = entry.value.stringValue, let ignore = ScriptIgnore(rawValue: name) else {
                    throw ParameterError(key: entry.key, message: "expected none or allButFirst, got \(entry.value)")
                }
                result.ignore = ignore
            case "script":
                result.script = try ScriptRule.parseScript(entry.value, key: entry.key)
            default:
                throw ParameterError(key: entry.key, message: "unknown parameter of type scripted")
            }
        }
        return result
    }
}
