/// A loosely typed value from a scenario or configuration file: a recognizer type's parameter,
/// a `set:` value, a script rule. Recognizer types validate and convert their own parameters.
public enum ParameterValue: Hashable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case number(Double)
    case string(String)
    case list([ParameterValue])
    /// Keys in file order.
    case map([MapEntry])

    /// One key of a `.map`, kept in file order.
    public struct MapEntry: Hashable, Sendable {
        public var key: String
        public var value: ParameterValue

        public init(key: String, value: ParameterValue) {
            self.key = key
            self.value = value
        }
    }

    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    public var numberValue: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// The number as an integer, when it is one.
    public var intValue: Int? {
        guard case .number(let n) = self, n.rounded() == n, abs(n) < 1e15 else { return nil }
        return Int(n)
    }

    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var listValue: [ParameterValue]? {
        if case .list(let l) = self { return l }
        return nil
    }

    public var mapValue: [MapEntry]? {
        if case .map(let m) = self { return m }
        return nil
    }

    /// The value of `key` in a `.map`.
    public subscript(key: String) -> ParameterValue? {
        mapValue?.first { $0.key == key }?.value
    }

    /// A short name of the value's type, for error messages.
    public var typeName: String {
        switch self {
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .list: "a list"
        case .map: "a mapping"
        }
    }

    public var description: String {
        switch self {
        case .bool(let b): "\(b)"
        case .number(let n): n.rounded() == n && abs(n) < 1e15 ? "\(Int(n))" : "\(n)"
        case .string(let s): s
        case .list(let l): "[" + l.map(\.description).joined(separator: ", ") + "]"
        case .map(let m): "{" + m.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }
}
