import TactileCore
import TactilePluginABI

/// One parameter of a recognizer type, for validation and `tactile plugins`.
public struct ParameterSpec: Sendable {
    public var name: String
    /// A short description of the accepted values (`integer ≥ 1`, `seconds`, `list of edges`).
    public var type: String
    /// The default as a file would write it; nil when there is none.
    public var defaultValue: ParameterValue?

    public init(_ name: String, type: String, default defaultValue: ParameterValue?) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// A recognizer type a plugin provides: the name scenes use, its kind, its parameters and how
/// to make an instance from a scene's parameters.
///
/// ```swift
/// RecognizerTypeDeclaration(name: "checkmark", kind: .discrete, parameters: []) { parameters throws(ParameterError) in
///     try Parameters(parameters, allowed: [], type: "checkmark")
///     return CheckmarkRecognizer()
/// }
/// ```
public struct RecognizerTypeDeclaration: Sendable {
    public var name: String
    public var kind: GestureRecognizer.Kind
    public var parameters: [ParameterSpec]
    public var make: @Sendable ([ParameterValue.MapEntry]) throws(ParameterError) -> GestureRecognizer

    public init(
        name: String, kind: GestureRecognizer.Kind, parameters: [ParameterSpec],
        make: @escaping @Sendable ([ParameterValue.MapEntry]) throws(ParameterError) -> GestureRecognizer
    ) {
        self.name = name
        self.kind = kind
        self.parameters = parameters
        self.make = make
    }
}

/// Reads a type's parameters from a scene, rejecting unknown keys and wrong types with an error
/// that names the key.
public struct Parameters {
    private let entries: [ParameterValue.MapEntry]
    private let typeName: String

    /// Throws for a key not in `allowed`.
    public init(_ entries: [ParameterValue.MapEntry], allowed: [String], type typeName: String) throws(ParameterError) {
        for e in entries where !allowed.contains(e.key) {
            let list = allowed.isEmpty ? "none" : allowed.joined(separator: ", ")
            throw ParameterError(key: e.key, message: "unknown parameter '\(e.key)' for type \(typeName) (allowed: \(list))")
        }
        self.entries = entries
        self.typeName = typeName
    }

    public func value(_ key: String) -> ParameterValue? {
        entries.last { $0.key == key }?.value
    }

    /// A whole number ≥ `minimum`, or `default` when absent.
    public func integer(_ key: String, default d: Int, minimum: Int) throws(ParameterError) -> Int {
        guard let v = value(key) else { return d }
        guard let n = v.intValue, n >= minimum else {
            throw ParameterError(key: key, message: "'\(key)' must be a whole number ≥ \(minimum), not \(v)")
        }
        return n
    }

    /// A number ≥ `minimum`, or `default` when absent.
    public func number(_ key: String, default d: Double, minimum: Double) throws(ParameterError) -> Double {
        guard let v = value(key) else { return d }
        guard let n = v.numberValue, n >= minimum, n.isFinite else {
            throw ParameterError(key: key, message: "'\(key)' must be a number ≥ \(minimum), not \(v)")
        }
        return n
    }

    /// One name or a list of names from `allowed`; `all` (when in `allowed`) stands for all of
    /// them but itself.
    public func names(_ key: String, default d: [String], allowed: [String]) throws(ParameterError) -> [String] {
        guard let v = value(key) else { return d }
        let items: [ParameterValue] = v.listValue ?? [v]
        var names: [String] = []
        for item in items {
            guard let s = item.stringValue, allowed.contains(s) else {
                throw ParameterError(key: key, message: "'\(key)' must be one or a list of \(allowed.joined(separator: ", ")), not \(v)")
            }
            if s == "all" { names += allowed.filter { $0 != "all" } } else { names.append(s) }
        }
        guard !names.isEmpty else {
            throw ParameterError(key: key, message: "'\(key)' must name at least one of \(allowed.joined(separator: ", "))")
        }
        return names
    }
}
