import TactileCore

/// A named recognizer type that files can use (`type: tap`): its parameters, for validation and
/// listing, and how to make an instance.
public struct RecognizerType: Sendable {
    public let name: String
    /// The kind when the type fixes it; nil when a parameter decides (`scripted`).
    public let kind: RecognizerKind?
    public let parameters: [ParameterSpec]
    /// Makes an instance from the file's parameters (every key not common to all recognizers).
    /// Throws naming the offending key: an unknown key, a wrong type, a value out of range.
    public let make: @Sendable ([ParameterValue.MapEntry]) throws(ParameterError) -> any GestureBehavior

    public init(
        name: String, kind: RecognizerKind?, parameters: [ParameterSpec],
        make: @escaping @Sendable ([ParameterValue.MapEntry]) throws(ParameterError) -> any GestureBehavior
    ) {
        self.name = name
        self.kind = kind
        self.parameters = parameters
        self.make = make
    }
}

/// One parameter of a recognizer type, for validation, listing and documentation.
public struct ParameterSpec: Hashable, Sendable {
    public var name: String
    /// A short description of the accepted values (`integer ≥ 1`, `seconds`, `list of edges`).
    public var type: String
    /// The default, as a file would write it; nil when the parameter has none.
    public var defaultValue: ParameterValue?

    public init(name: String, type: String, defaultValue: ParameterValue?) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// The recognizer types known to one engine run, by name.
public struct RecognizerTypeRegistry: Sendable {
    public private(set) var types: [String: RecognizerType] = [:]

    public init() {}

    public func type(named name: String) -> RecognizerType? { types[name] }

    /// Adds a type; returns false (and keeps the first) when the name is taken.
    @discardableResult
    public mutating func register(_ type: RecognizerType) -> Bool {
        guard types[type.name] == nil else { return false }
        types[type.name] = type
        return true
    }

    /// Types in name order.
    public var sortedTypes: [RecognizerType] { types.values.sorted { $0.name < $1.name } }
}
