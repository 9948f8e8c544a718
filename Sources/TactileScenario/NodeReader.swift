import TactileCore
import Yams

/// Reads typed values out of YAML nodes, turning every mismatch into a `ScenarioError` that points
/// at the offending node. Every decoder in this module reads through one, so that all messages
/// share one vocabulary (`KEY: expected …, got …`).
public struct NodeReader: Sendable {
    public let file: String

    public init(file: String) {
        self.file = file
    }

    public func error(_ message: String, at node: Node?) -> ScenarioError {
        ScenarioError(file: file, line: node?.mark?.line, column: node?.mark?.column, message: message)
    }

    /// A short description of what a node holds, for "got …" in messages.
    public static func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar):
            switch Self.tagName(node) {
            case .str: return JSONText.string(scalar.string)
            case .null: return "null"
            case .bool: return "the boolean \(scalar.string)"
            case .int, .float: return "the number \(scalar.string)"
            default: return "\(scalar.string)"
            }
        }
    }

    /// The node's resolved YAML tag (`str`, `int`, `bool` …); quoted scalars are always `str`.
    public static func tagName(_ node: Node) -> Tag.Name {
        Tag.Name(rawValue: node.tag.rawValue)
    }

    public func mismatch(_ key: String, expected: String, got node: Node) -> ScenarioError {
        error("\(key): expected \(expected), got \(Self.describe(node))", at: node)
    }

    /// A mapping whose keys are checked: every key must be allowed (unless `allowsOtherKeys`, for
    /// recognizers whose type parameters sit beside the common keys), every required key present.
    public func fields(
        of node: Node, in context: String, allowed: [String], required: [String] = [],
        allowsOtherKeys: Bool = false
    ) throws(ScenarioError) -> Fields {
        guard case .mapping(let mapping) = node else {
            throw error("\(context): expected a mapping, got \(Self.describe(node))", at: node)
        }
        var entries: [Fields.Entry] = []
        for (keyNode, value) in mapping {
            guard case .scalar(let key) = keyNode else {
                throw error("\(context): expected a key, got \(Self.describe(keyNode))", at: keyNode)
            }
            guard allowsOtherKeys || allowed.contains(key.string) else {
                throw unknownKey(key.string, at: keyNode, in: context, allowed: allowed)
            }
            entries.append(Fields.Entry(key: key.string, keyNode: keyNode, value: value))
        }
        for key in required where !entries.contains(where: { $0.key == key }) {
            throw error("\(context) is missing required key '\(key)'", at: node)
        }
        return Fields(node: node, entries: entries)
    }

    public func unknownKey(_ key: String, at node: Node, in context: String, allowed: [String]) -> ScenarioError {
        if let close = Suggestion.closest(to: key, among: allowed) {
            return error("unknown key '\(key)' in \(context); did you mean '\(close)'?", at: node)
        }
        return error("unknown key '\(key)' in \(context); allowed keys: \(allowed.joined(separator: ", "))", at: node)
    }

    public func sequence(_ node: Node, key: String) throws(ScenarioError) -> [Node] {
        guard case .sequence(let sequence) = node else { throw mismatch(key, expected: "a list", got: node) }
        return Array(sequence)
    }

    public func string(_ node: Node, key: String) throws(ScenarioError) -> String {
        guard case .scalar(let scalar) = node, Self.tagName(node) == .str else {
            throw mismatch(key, expected: "a string", got: node)
        }
        return scalar.string
    }

    public func bool(_ node: Node, key: String) throws(ScenarioError) -> Bool {
        guard Self.tagName(node) == .bool, let value = node.bool else {
            throw mismatch(key, expected: "a boolean (true or false)", got: node)
        }
        return value
    }

    /// A finite number; YAML's `.inf` and `.nan` are refused because no time, coordinate or
    /// parameter of the format can take them.
    public func number(_ node: Node, key: String, expected: String = "a number") throws(ScenarioError) -> Double {
        guard Self.tagName(node) == .int || Self.tagName(node) == .float, let value = node.float, value.isFinite else {
            throw mismatch(key, expected: expected, got: node)
        }
        return value
    }

    public func integer(_ node: Node, key: String) throws(ScenarioError) -> Int {
        guard Self.tagName(node) == .int || Self.tagName(node) == .float, let value = node.float,
              value.rounded() == value, abs(value) < 1e15 else {
            throw mismatch(key, expected: "an integer", got: node)
        }
        return Int(value)
    }

    /// A list of strings (ids or selectors), each returned with its node for later errors.
    public func strings(_ node: Node, key: String) throws(ScenarioError) -> [(String, Node)] {
        var result: [(String, Node)] = []
        for element in try sequence(node, key: key) {
            result.append((try string(element, key: key), element))
        }
        return result
    }

    /// A value kept loosely typed for a recognizer type to validate (type parameters, `set:`).
    public func parameterValue(_ node: Node, key: String) throws(ScenarioError) -> ParameterValue {
        switch node {
        case .alias:
            throw mismatch(key, expected: "a value", got: node)
        case .scalar(let scalar):
            switch Self.tagName(node) {
            case .bool: return .bool(try bool(node, key: key))
            case .int, .float: return .number(try number(node, key: key))
            case .null: throw mismatch(key, expected: "a value", got: node)
            default: return .string(scalar.string)
            }
        case .sequence(let sequence):
            var list: [ParameterValue] = []
            for (index, element) in sequence.enumerated() {
                list.append(try parameterValue(element, key: "\(key).\(index)"))
            }
            return .list(list)
        case .mapping:
            let all = try fields(of: node, in: key, allowed: [], allowsOtherKeys: true)
            var entries: [ParameterValue.MapEntry] = []
            for entry in all.entries {
                entries.append(.init(key: entry.key, value: try parameterValue(entry.value, key: "\(key).\(entry.key)")))
            }
            return .map(entries)
        }
    }

    /// A view's opacity, from 0 to 1.
    public func alpha(_ node: Node) throws(ScenarioError) -> Double {
        let value = try number(node, key: "alpha", expected: "a number from 0 to 1")
        guard (0...1).contains(value) else {
            throw error("alpha: expected a number from 0 to 1, got \(JSONText.number(value))", at: node)
        }
        return value
    }
}
