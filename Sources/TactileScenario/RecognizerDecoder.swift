import TactileCore
import TactileEngine
import Yams

/// Decodes one recognizer mapping, in a scene or in an `attach:` line: the common
/// UIGestureRecognizer keys, then every other key, in file order, as the type's parameters, which
/// the registered type validates by making an instance. The ids it names are returned as
/// references for the caller to check once it knows which ids exist at that point.
struct RecognizerDecoder {
    /// Keys every recognizer has; any other key is a parameter of its type.
    static let commonKeys = [
        "id", "type", "enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded",
        "requireToFail", "cannotPrevent", "cannotBePreventedBy", "delegate", "requiredModifiers",
    ]
    static let delegateKeys = [
        "shouldBegin", "shouldReceiveTouch", "simultaneousWith", "shouldRequireFailureOf",
        "shouldBeRequiredToFailBy",
    ]

    let reader: NodeReader
    let registry: RecognizerTypeRegistry

    struct Result {
        var recognizer: RecognizerDescription
        var references: [Reference]
        var requirements: [RequirementEdge]
    }

    func decode(_ node: Node) throws(ScenarioError) -> Result {
        let fields = try reader.fields(
            of: node, in: "recognizer", allowed: Self.commonKeys, required: ["id", "type"], allowsOtherKeys: true)
        let id = try reader.string(fields["id"]!, key: "id")
        let typeNode = fields["type"]!
        let typeName = try reader.string(typeNode, key: "type")
        guard let type = registry.type(named: typeName) else {
            throw reader.error(unknownTypeMessage(typeName), at: typeNode)
        }

        var recognizer = RecognizerDescription(id: id, type: typeName)
        var references: [Reference] = []
        var requirements: [RequirementEdge] = []
        var parameterEntries: [Fields.Entry] = []
        for entry in fields.entries {
            let value = entry.value
            switch entry.key {
            case "id", "type": break
            case "enabled": recognizer.enabled = try reader.bool(value, key: entry.key)
            case "cancelsTouchesInView": recognizer.cancelsTouchesInView = try reader.bool(value, key: entry.key)
            case "delaysTouchesBegan": recognizer.delaysTouchesBegan = try reader.bool(value, key: entry.key)
            case "delaysTouchesEnded": recognizer.delaysTouchesEnded = try reader.bool(value, key: entry.key)
            case "requiredModifiers": recognizer.requiredModifiers = try modifiers(value, key: entry.key)
            case "requireToFail":
                for (required, node) in try reader.strings(value, key: entry.key) {
                    recognizer.requireToFail.append(required)
                    references.append(Reference(id: required, kind: .recognizer, key: entry.key, node: node))
                    requirements.append(RequirementEdge(recognizer: id, required: required, node: node))
                }
            case "cannotPrevent":
                recognizer.cannotPrevent = try selectors(value, key: entry.key, references: &references)
            case "cannotBePreventedBy":
                recognizer.cannotBePreventedBy = try selectors(value, key: entry.key, references: &references)
            case "delegate":
                recognizer.delegate = try delegate(value, references: &references)
            default:
                parameterEntries.append(entry)
                recognizer.parameters.append(.init(key: entry.key, value: try reader.parameterValue(value, key: entry.key)))
            }
        }
        try validateParameters(recognizer.parameters, entries: parameterEntries, of: type, at: node)
        return Result(recognizer: recognizer, references: references, requirements: requirements)
    }

    /// The node of a recognizer mapping's `id` value, where a duplicate id is reported.
    static func idNode(of recognizer: Node) -> Node {
        recognizer["id"] ?? recognizer
    }

    func unknownTypeMessage(_ name: String) -> String {
        let known = registry.sortedTypes.map(\.name)
        let list = known.joined(separator: ", ")
        if let close = Suggestion.closest(to: name, among: known) {
            return "unknown recognizer type '\(name)'; did you mean '\(close)'? Known types: \(list)"
        }
        return "unknown recognizer type '\(name)'; known types: \(list)"
    }

    /// `[Shift, Super]`: modifier names (with their aliases, any case).
    func modifiers(_ node: Node, key: String) throws(ScenarioError) -> Set<Modifier> {
        var held: Set<Modifier> = []
        for (name, element) in try reader.strings(node, key: key) {
            guard let modifier = Modifier(name: name) else {
                let names = Modifier.allCases.map(\.rawValue)
                let message = Suggestion.closest(to: name, among: names).map {
                    "\(key): unknown modifier '\(name)'; did you mean '\($0)'? Known modifiers: \(names.joined(separator: ", "))"
                } ?? "\(key): unknown modifier '\(name)'; known modifiers: \(names.joined(separator: ", "))"
                throw reader.error(message, at: element)
            }
            held.insert(modifier)
        }
        return held
    }

    /// SELECTORs: an id (checked later), `type:NAME` (checked now against the registry),
    /// `descendants` or `all`.
    func selectors(_ node: Node, key: String, references: inout [Reference]) throws(ScenarioError) -> [RecognizerSelector] {
        var result: [RecognizerSelector] = []
        for (text, element) in try reader.strings(node, key: key) {
            let selector = RecognizerSelector(parsing: text)
            switch selector {
            case .id(let id):
                references.append(Reference(id: id, kind: .recognizer, key: key, node: element))
            case .type(let name):
                guard registry.type(named: name) != nil else {
                    throw reader.error("\(key): \(unknownTypeMessage(name))", at: element)
                }
            case .descendants, .all: break
            }
            result.append(selector)
        }
        return result
    }

    private func delegate(_ node: Node, references: inout [Reference]) throws(ScenarioError) -> DelegateDescription {
        let fields = try reader.fields(of: node, in: "delegate", allowed: Self.delegateKeys)
        var delegate = DelegateDescription()
        for entry in fields.entries {
            switch entry.key {
            case "shouldBegin": delegate.shouldBegin = try reader.bool(entry.value, key: entry.key)
            case "shouldReceiveTouch":
                delegate.shouldReceiveTouch = try touchFilter(entry.value, references: &references)
            case "simultaneousWith":
                delegate.simultaneousWith = try selectors(entry.value, key: entry.key, references: &references)
            case "shouldRequireFailureOf":
                delegate.shouldRequireFailureOf = try selectors(entry.value, key: entry.key, references: &references)
            default:
                delegate.shouldBeRequiredToFailBy = try selectors(entry.value, key: entry.key, references: &references)
            }
        }
        return delegate
    }

    /// `true`/`false`, `{onlyFromViews: [ids]}` or `{exceptFromViews: [ids]}`.
    private func touchFilter(_ node: Node, references: inout [Reference]) throws(ScenarioError) -> TouchFilter {
        if case .scalar = node {
            return .always(try reader.bool(node, key: "shouldReceiveTouch"))
        }
        guard case .mapping = node else {
            throw reader.mismatch(
                "shouldReceiveTouch", expected: "a boolean, {onlyFromViews: [ids]} or {exceptFromViews: [ids]}", got: node)
        }
        let fields = try reader.fields(of: node, in: "shouldReceiveTouch", allowed: ["onlyFromViews", "exceptFromViews"])
        guard fields.entries.count == 1, let entry = fields.entries.first else {
            throw reader.error("shouldReceiveTouch: expected exactly one of onlyFromViews, exceptFromViews", at: node)
        }
        var views: [String] = []
        for (id, element) in try reader.strings(entry.value, key: entry.key) {
            views.append(id)
            references.append(Reference(id: id, kind: .view, key: entry.key, node: element))
        }
        return entry.key == "onlyFromViews" ? .onlyFromViews(views) : .exceptFromViews(views)
    }

    /// Lets the type make an instance from the parameters; a refusal is reported at the node its
    /// dotted key names (`script.2.when` → the `when` of the script's third rule).
    private func validateParameters(
        _ parameters: [ParameterValue.MapEntry], entries: [Fields.Entry], of type: RecognizerType, at node: Node
    ) throws(ScenarioError) {
        do {
            _ = try type.make(parameters)
        } catch {
            // A type may refuse the parameters as a whole (an empty key): then only its message.
            var message = error.key.isEmpty ? error.message : "\(error.key): \(error.message)"
            let head = error.key.split(separator: ".", maxSplits: 1).first.map(String.init) ?? error.key
            let declared = type.parameters.map(\.name)
            if entries.contains(where: { $0.key == head }), !declared.contains(head), !message.contains("did you mean"),
               let close = Suggestion.closest(to: head, among: declared + Self.commonKeys) {
                message += "; did you mean '\(close)'?"
            }
            throw reader.error(message, at: ParameterPath.node(for: error.key, in: entries) ?? node)
        }
    }
}
