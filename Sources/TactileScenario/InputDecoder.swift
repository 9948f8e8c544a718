import TactileCore
import TactileEngine
import Yams

/// Decodes the `input:` lines in order, checking what only makes sense in sequence: time never
/// goes backwards, a touch goes down before it moves, lifts or is cancelled, `set:` and `detach:`
/// name what exists at that moment, and an `attach:`'s recognizer joins the id space from then on.
struct InputDecoder {
    static let kinds = ["touch", "set", "attach", "detach"] + hostKinds
    /// Properties a `set:` line may change on a view; any other key on a view is an error.
    static let viewProperties = [
        "hidden", "alpha", "userInteractionEnabled", "multipleTouchEnabled", "exclusiveTouch", "firstResponder",
    ]
    /// Common recognizer properties a `set:` line may change; any other key is a type parameter.
    static let recognizerProperties = [
        "enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "requiredModifiers",
    ]

    let reader: NodeReader
    let registry: RecognizerTypeRegistry
    var ids: IdSpace
    var requirements: [RequirementEdge]
    /// Touch ids currently down, with the time they went down.
    private var touchesDown: [Int: Milliseconds] = [:]
    private var lastTime: Milliseconds?

    init(reader: NodeReader, registry: RecognizerTypeRegistry, ids: IdSpace, requirements: [RequirementEdge]) {
        self.reader = reader
        self.registry = registry
        self.ids = ids
        self.requirements = requirements
    }

    mutating func decode(_ node: Node) throws(ScenarioError) -> [TimedInput] {
        var inputs: [TimedInput] = []
        for line in try reader.sequence(node, key: "input") {
            inputs.append(try decodeLine(line))
        }
        return inputs
    }

    mutating func decodeLine(_ node: Node) throws(ScenarioError) -> TimedInput {
        guard case .mapping(let mapping) = node else {
            throw reader.mismatch("input", expected: "a mapping such as {t: 0, touch: down, id: 1, x: 50, y: 50}", got: node)
        }
        let keys = mapping.keys.compactMap(\.string)
        let kinds = Self.kinds.filter(keys.contains)
        if kinds.isEmpty {
            // Most often a misspelt kind: point at it rather than at the whole line.
            for (keyNode, _) in mapping {
                guard let key = keyNode.string, Suggestion.closest(to: key, among: Self.kinds) != nil else { continue }
                throw reader.unknownKey(key, at: keyNode, in: "input line", allowed: Self.kinds)
            }
        }
        guard kinds.count == 1, let kind = kinds.first else {
            let found = kinds.isEmpty ? "none" : kinds.joined(separator: " and ")
            throw reader.error("input line: expected exactly one of \(Self.kinds.joined(separator: ", ")); found \(found)", at: node)
        }
        let allowed = switch kind {
        case "touch": ["t", "touch", "id", "x", "y", "radius"]
        case "motion": ["t", "motion", "subtype"]
        case "device": ["t", "device", "id", "name", "capabilities"]
        default: ["t", kind]
        }
        let fields = try reader.fields(of: node, in: "\(kind) line", allowed: allowed, required: ["t", kind])
        let timeNode = fields["t"]!
        let time = try reader.number(timeNode, key: "t")
        if let lastTime, time < lastTime {
            throw reader.error("time goes backwards: \(JSONText.number(time)) after \(JSONText.number(lastTime))", at: timeNode)
        }
        lastTime = time

        let event: InputEvent
        switch kind {
        case "touch": event = .touch(try touch(fields))
        case "set": event = .set(try propertyChange(fields["set"]!))
        case "attach": event = try attach(fields["attach"]!)
        case "detach": event = .detach(recognizer: try detach(fields["detach"]!, at: time))
        default: event = try hostEvent(kind, fields)
        }
        return TimedInput(time: time, event: event)
    }

    /// `{touch: down|move, id, x, y, radius?}`, `{touch: up, id, x?, y?}`, `{touch: cancel, id}`.
    private mutating func touch(_ fields: Fields) throws(ScenarioError) -> TouchInput {
        let actionNode = fields["touch"]!
        let name = try reader.string(actionNode, key: "touch")
        guard let action = TouchAction(rawValue: name) else {
            throw reader.error("touch: expected one of down, move, up, cancel, got \"\(name)\"", at: actionNode)
        }
        guard let idNode = fields["id"] else {
            throw reader.error("touch line is missing required key 'id'", at: fields.node)
        }
        let id = try reader.integer(idNode, key: "id")

        let allowed: [String] = switch action {
        case .down, .move: ["x", "y", "radius"]
        case .up: ["x", "y"]
        case .cancel: []
        }
        for entry in fields.entries where !["t", "touch", "id"].contains(entry.key) && !allowed.contains(entry.key) {
            throw reader.error("'\(entry.key)' is not allowed on a touch \(name)", at: entry.keyNode)
        }
        var location: Point?
        switch (fields["x"], fields["y"]) {
        case let (x?, y?):
            location = Point(x: try reader.number(x, key: "x"), y: try reader.number(y, key: "y"))
        case (nil, nil) where action == .up || action == .cancel:
            break
        case (_, _) where action == .up:
            throw reader.error("touch up: give both x and y, or neither", at: fields.node)
        case (nil, _):
            throw reader.error("touch \(name) is missing required key 'x'", at: fields.node)
        case (_, nil):
            throw reader.error("touch \(name) is missing required key 'y'", at: fields.node)
        }
        var radius: Double?
        if let node = fields["radius"] {
            radius = try reader.number(node, key: "radius", expected: "a number ≥ 0")
            if radius! < 0 { throw reader.mismatch("radius", expected: "a number ≥ 0", got: node) }
        }

        switch action {
        case .down:
            if let since = touchesDown[id] {
                throw reader.error("touch id \(id) is already down (since \(JSONText.number(since)))", at: idNode)
            }
            touchesDown[id] = lastTime
        case .move, .up, .cancel:
            guard touchesDown[id] != nil else {
                throw reader.error("touch \(name) for touch id \(id), which is not down", at: idNode)
            }
            if action != .move { touchesDown[id] = nil }
        }
        return TouchInput(action: action, id: id, location: location, radius: radius)
    }

    /// `{id, KEY: VALUE}`: one property of a view or a recognizer.
    private func propertyChange(_ node: Node) throws(ScenarioError) -> PropertyChange {
        let fields = try reader.fields(of: node, in: "set", allowed: [], required: ["id"], allowsOtherKeys: true)
        let idNode = fields["id"]!
        let target = try reader.string(idNode, key: "id")
        guard let kind = ids.kind(of: target) else {
            throw reader.error(
                "set: unknown id '\(target)'" + (Suggestion.closest(to: target, among: ids.order).map { "; did you mean '\($0)'?" } ?? ""),
                at: idNode)
        }
        try ids.resolve(target, as: kind, key: "set", at: idNode)
        let properties = fields.entries.filter { $0.key != "id" }
        guard properties.count == 1, let property = properties.first else {
            throw reader.error(
                "set: expected exactly one property beside 'id', got \(properties.count)"
                    + (properties.isEmpty ? "" : " (\(properties.map(\.key).joined(separator: ", ")))"),
                at: node)
        }
        let value: ParameterValue
        if kind.isView {
            guard Self.viewProperties.contains(property.key) else {
                throw reader.unknownKey(property.key, at: property.keyNode, in: "set on view '\(target)'", allowed: Self.viewProperties)
            }
            value = property.key == "alpha"
                ? .number(try reader.alpha(property.value))
                : .bool(try reader.bool(property.value, key: property.key))
        } else if RecognizerDecoder.commonKeys.contains(property.key) && !Self.recognizerProperties.contains(property.key) {
            // A recognizer's type, relationships and delegate are fixed when it is made.
            throw reader.error(
                "set: '\(property.key)' cannot be changed at run time; settable: \(Self.recognizerProperties.joined(separator: ", ")) "
                    + "and the type's parameters",
                at: property.keyNode)
        } else if property.key == "requiredModifiers" {
            let held = try RecognizerDecoder(reader: reader, registry: registry).modifiers(property.value, key: property.key)
            value = .list(held.sorted().map { .string($0.rawValue) })
        } else if Self.recognizerProperties.contains(property.key) {
            value = .bool(try reader.bool(property.value, key: property.key))
        } else {
            // A type parameter: the engine asks the recognizer's type at run time.
            value = try reader.parameterValue(property.value, key: property.key)
        }
        return PropertyChange(target: target, key: property.key, value: value)
    }

    /// `{view, recognizer: {...}}`: decoded like a scene recognizer; its id is taken from here on.
    private mutating func attach(_ node: Node) throws(ScenarioError) -> InputEvent {
        let fields = try reader.fields(of: node, in: "attach", allowed: ["view", "recognizer"], required: ["view", "recognizer"])
        let viewNode = fields["view"]!
        let view = try reader.string(viewNode, key: "view")
        try ids.resolve(view, as: .view, key: "attach", at: viewNode)
        let recognizerNode = fields["recognizer"]!
        let result = try RecognizerDecoder(reader: reader, registry: registry).decode(recognizerNode)
        try ids.declare(result.recognizer.id, as: .recognizer, at: RecognizerDecoder.idNode(of: recognizerNode))
        for reference in result.references {
            try ids.resolve(reference.id, as: reference.kind, key: reference.key, at: reference.node)
        }
        requirements += result.requirements
        if let cycle = RequirementCycle.find(in: requirements, order: ids.order) {
            throw reader.error(RequirementCycle.message(cycle), at: cycle[0].node)
        }
        return .attach(view: view, recognizer: result.recognizer)
    }

    private mutating func detach(_ node: Node, at time: Milliseconds) throws(ScenarioError) -> String {
        let id = try reader.string(node, key: "detach")
        try ids.resolve(id, as: .recognizer, key: "detach", at: node)
        ids.detach(id, at: time)
        return id
    }
}
