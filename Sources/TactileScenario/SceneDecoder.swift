import TactileCore
import TactileEngine
import Yams

/// Decodes and validates a `scene:` mapping: windows, their view trees and the recognizers
/// attached to them. Shared by scenario files and configuration files, so both accept the same
/// schema and report the same errors: unknown keys, wrong types, duplicate or unknown ids,
/// unknown recognizer types, parameters a type refuses, and requireToFail cycles.
public struct SceneDecoder: Sendable {
    static let sceneKeys = ["windows"]
    static let windowKeys = ["id", "frame", "recognizers", "views"] + responderKeys
    static let viewKeys = [
        "id", "frame", "hidden", "alpha", "userInteractionEnabled", "multipleTouchEnabled", "exclusiveTouch",
        "refusesRecognizers", "recognizers", "views",
    ] + responderKeys

    public let file: String
    public let registry: RecognizerTypeRegistry
    let reader: NodeReader

    public init(file: String, registry: RecognizerTypeRegistry) {
        self.file = file
        self.registry = registry
        self.reader = NodeReader(file: file)
    }

    /// Decodes the value of a `scene:` key.
    public func decode(_ node: Node) throws(ScenarioError) -> SceneDescription {
        try decodeScene(node).scene
    }

    /// What a scenario's input and expectations need besides the scene: the ids it declared and
    /// its static requirement edges (an `attach:` may add to both).
    struct Result {
        var scene: SceneDescription
        var ids: IdSpace
        var requirements: [RequirementEdge]
    }

    func decodeScene(_ node: Node) throws(ScenarioError) -> Result {
        var state = State(ids: IdSpace(reader: reader))
        let fields = try reader.fields(of: node, in: "scene", allowed: Self.sceneKeys)
        var windows: [WindowDescription] = []
        if let list = fields["windows"] {
            for window in try reader.sequence(list, key: "windows") {
                windows.append(try decodeWindow(window, state: &state))
            }
        }
        for reference in state.references {
            try state.ids.resolve(reference.id, as: reference.kind, key: reference.key, at: reference.node)
        }
        if let cycle = RequirementCycle.find(in: state.requirements, order: state.ids.order) {
            throw reader.error(RequirementCycle.message(cycle), at: cycle[0].node)
        }
        return Result(scene: SceneDescription(windows: windows), ids: state.ids, requirements: state.requirements)
    }

    /// What decoding accumulates across the tree before references can be checked.
    private struct State {
        var ids: IdSpace
        var references: [Reference] = []
        var requirements: [RequirementEdge] = []
        /// The responder that said `firstResponder: true`, and where.
        var firstResponder: (id: String, node: Node)?
    }

    private func decodeWindow(_ node: Node, state: inout State) throws(ScenarioError) -> WindowDescription {
        let fields = try reader.fields(of: node, in: "window", allowed: Self.windowKeys, required: ["id", "frame"])
        let id = try reader.string(fields["id"]!, key: "id")
        try state.ids.declare(id, as: .window, at: fields["id"]!)
        var window = WindowDescription(id: id, frame: try frame(fields["frame"]!))
        if let list = fields["handles"] { window.handles = try handles(list) }
        if let flag = fields["firstResponder"] {
            window.firstResponder = try firstResponder(id, flag, at: fields.keyNode("firstResponder")!, state: &state)
        }
        if let list = fields["recognizers"] {
            window.recognizers = try decodeRecognizers(list, state: &state)
        }
        if let list = fields["views"] {
            for view in try reader.sequence(list, key: "views") {
                window.views.append(try decodeView(view, state: &state))
            }
        }
        return window
    }

    private func decodeView(_ node: Node, state: inout State) throws(ScenarioError) -> ViewDescription {
        let fields = try reader.fields(of: node, in: "view", allowed: Self.viewKeys, required: ["id", "frame"])
        let id = try reader.string(fields["id"]!, key: "id")
        try state.ids.declare(id, as: .view, at: fields["id"]!)
        var view = ViewDescription(id: id, frame: try frame(fields["frame"]!))
        let recognizerDecoder = RecognizerDecoder(reader: reader, registry: registry)
        for entry in fields.entries {
            let value = entry.value
            switch entry.key {
            case "hidden": view.hidden = try reader.bool(value, key: entry.key)
            case "alpha": view.alpha = try reader.alpha(value)
            case "userInteractionEnabled": view.userInteractionEnabled = try reader.bool(value, key: entry.key)
            case "multipleTouchEnabled": view.multipleTouchEnabled = try reader.bool(value, key: entry.key)
            case "exclusiveTouch": view.exclusiveTouch = try reader.bool(value, key: entry.key)
            case "handles": view.handles = try handles(value)
            case "firstResponder":
                view.firstResponder = try firstResponder(id, value, at: entry.keyNode, state: &state)
            case "refusesRecognizers":
                view.refusesRecognizers = try recognizerDecoder.selectors(
                    value, key: entry.key, references: &state.references)
            case "recognizers": view.recognizers = try decodeRecognizers(value, state: &state)
            case "views":
                for subview in try reader.sequence(value, key: entry.key) {
                    view.views.append(try decodeView(subview, state: &state))
                }
            default: break
            }
        }
        return view
    }

    private func decodeRecognizers(_ node: Node, state: inout State) throws(ScenarioError) -> [RecognizerDescription] {
        let decoder = RecognizerDecoder(reader: reader, registry: registry)
        var recognizers: [RecognizerDescription] = []
        for element in try reader.sequence(node, key: "recognizers") {
            let result = try decoder.decode(element)
            try state.ids.declare(result.recognizer.id, as: .recognizer, at: RecognizerDecoder.idNode(of: element))
            state.references += result.references
            state.requirements += result.requirements
            recognizers.append(result.recognizer)
        }
        return recognizers
    }

    /// `[x, y, width, height]`, four numbers, width and height not negative.
    func frame(_ node: Node) throws(ScenarioError) -> Rect {
        guard case .sequence(let sequence) = node else {
            throw reader.mismatch("frame", expected: "4 numbers [x, y, width, height]", got: node)
        }
        let elements = Array(sequence)
        guard elements.count == 4 else {
            throw reader.error("frame: expected 4 numbers [x, y, width, height], got \(elements.count)", at: node)
        }
        var numbers: [Double] = []
        for element in elements { numbers.append(try reader.number(element, key: "frame")) }
        for (index, name) in [(2, "width"), (3, "height")] where numbers[index] < 0 {
            throw reader.error("frame: \(name) must be ≥ 0, got \(JSONText.number(numbers[index]))", at: elements[index])
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}

/// The responder-chain keys of views and windows (docs/responders.md).
extension SceneDecoder {
    static let responderKeys = ["handles", "firstResponder"]

    /// `handles: [touches, remoteControl, motion]`: the kinds of event the responder handles.
    private func handles(_ node: Node) throws(ScenarioError) -> HandledEvents {
        var kinds: HandledEvents = []
        let names = HandledEvents.names.map(\.name)
        for (name, element) in try reader.strings(node, key: "handles") {
            guard let kind = HandledEvents(name: name) else {
                let list = names.joined(separator: ", ")
                let message = Suggestion.closest(to: name, among: names).map {
                    "handles: unknown event kind '\(name)'; did you mean '\($0)'? Known kinds: \(list)"
                } ?? "handles: unknown event kind '\(name)'; known kinds: \(list)"
                throw reader.error(message, at: element)
            }
            kinds.insert(kind)
        }
        return kinds
    }

    /// `firstResponder: true|false`; at most one responder of a scene says true.
    private func firstResponder(
        _ id: String, _ node: Node, at keyNode: Node, state: inout State
    ) throws(ScenarioError) -> Bool {
        guard try reader.bool(node, key: "firstResponder") else { return false }
        if let first = state.firstResponder {
            let place = first.node.mark.map { " (at \($0.line):\($0.column))" } ?? ""
            throw reader.error(
                "firstResponder: '\(id)' and '\(first.id)'\(place) are both first responder; a scene has at most one",
                at: keyNode)
        }
        state.firstResponder = (id, keyNode)
        return true
    }
}
