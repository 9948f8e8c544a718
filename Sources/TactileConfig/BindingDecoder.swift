import TactileActions
import TactileCore
import TactileEngine
import TactileScenario
import Yams

/// Decodes one entry of `bindings:` (`on`, `when`, `every`, `do`) and checks what can be checked
/// without running anything: the recognizer (or responder) exists, the state is one an action can
/// have, `every` sits on `changed`, and every key name is a keysym xkbcommon knows. `on:` itself
/// is in BindingDecoder+Trigger.swift.
struct BindingDecoder {
    static let bindingKeys = ["on", "when", "every", "do"]
    static let whenKeys = ["modifiers", "device", "fingers"]
    static let everyKeys = Step.Quantity.allCases.map(\.rawValue) + ["direction"]
    static let doKeys = ["command", "shell", "keys", "ipc"]

    let reader: NodeReader
    let scene: SceneIndex

    func decode(_ node: Node) throws(ScenarioError) -> Binding {
        let fields = try reader.fields(of: node, in: "binding", allowed: Self.bindingKeys, required: ["on", "do"])
        let origin = SourcePlace(file: reader.file, line: node.mark?.line, column: node.mark?.column)
        let (trigger, stateNode) = try decodeOn(fields["on"]!)
        var binding = Binding(trigger: trigger, action: try decodeDo(fields["do"]!), origin: origin)
        if let when = fields["when"] { binding.conditions = try decodeWhen(when, trigger: trigger) }
        if let every = fields["every"] {
            guard case .gesture(_, let state) = trigger else {
                throw reader.error("every: step-repeat is for a gesture's changed actions; a \(trigger.kindName) event has no value that moves",
                                   at: fields.keyNode("every"))
            }
            guard state == .changed else {
                throw reader.error("every: step-repeat needs 'state: changed' (a gesture's values move only while it changes)",
                                   at: stateNode)
            }
            binding.step = try decodeEvery(every)
        }
        return binding
    }

    private func decodeWhen(_ node: Node, trigger: BindingTrigger) throws(ScenarioError) -> BindingConditions {
        var conditions = BindingConditions()
        let fields = try reader.fields(of: node, in: "when", allowed: Self.whenKeys)
        for entry in fields.entries {
            if !trigger.isGesture, entry.key != "modifiers" {
                throw reader.error("\(entry.key): a \(trigger.kindName) event has no touches; only modifiers applies to it",
                                   at: entry.keyNode)
            }
            switch entry.key {
            case "modifiers":
                var modifiers: Set<Modifier> = []
                for (name, element) in try reader.strings(entry.value, key: "modifiers") {
                    guard let modifier = Modifier(name: name) else {
                        throw reader.error("modifiers: unknown modifier '\(name)'; expected Shift, Control, Alt or Super",
                                           at: element)
                    }
                    modifiers.insert(modifier)
                }
                conditions.modifiers = modifiers
            case "device":
                let name = try reader.string(entry.value, key: "device")
                guard let device = DeviceKind(rawValue: name) else {
                    throw reader.error("device: expected touchpad or touchscreen, got '\(name)'", at: entry.value)
                }
                conditions.device = device
            case "fingers":
                let count = try reader.integer(entry.value, key: "fingers")
                guard count >= 1 else { throw reader.error("fingers: expected an integer ≥ 1, got \(count)", at: entry.value) }
                conditions.fingers = count
            default: break
            }
        }
        return conditions
    }

    private func decodeEvery(_ node: Node) throws(ScenarioError) -> Step {
        let fields = try reader.fields(of: node, in: "every", allowed: Self.everyKeys)
        let quantities = fields.entries.filter { $0.key != "direction" }
        guard quantities.count == 1, let entry = quantities.first, let quantity = Step.Quantity(rawValue: entry.key) else {
            let names = Step.Quantity.allCases.map(\.rawValue).joined(separator: ", ")
            throw reader.error("every: expected exactly one of \(names)", at: node)
        }
        let size = try reader.number(entry.value, key: entry.key, expected: "a positive number")
        guard size > 0 else { throw reader.error("\(entry.key): expected a positive number, got \(size)", at: entry.value) }
        var step = Step(quantity: quantity, size: size)
        if let directionNode = fields["direction"] {
            let name = try reader.string(directionNode, key: "direction")
            guard let direction = Step.Direction(rawValue: name) else {
                throw reader.error("direction: expected both, increasing or decreasing, got '\(name)'", at: directionNode)
            }
            step.direction = direction
        }
        return step
    }

    private func decodeDo(_ node: Node) throws(ScenarioError) -> Action {
        let fields = try reader.fields(of: node, in: "do", allowed: Self.doKeys)
        let kinds = fields.entries.filter { $0.key != "shell" }
        guard kinds.count == 1, let entry = kinds.first else {
            throw reader.error("do: expected exactly one of command, keys, ipc", at: node)
        }
        if let shellNode = fields["shell"], entry.key != "command" {
            throw reader.error("shell: only a command action has a shell", at: shellNode)
        }
        switch entry.key {
        case "command":
            let shell = try fields["shell"].map { (node) throws(ScenarioError) in try reader.bool(node, key: "shell") } ?? false
            return .command(try decodeCommand(entry.value, shell: shell))
        case "keys": return .keys(try decodeKeys(entry.value))
        default: return .ipc(try decodeIPC(entry.value))
        }
    }

    private func decodeCommand(_ node: Node, shell: Bool) throws(ScenarioError) -> CommandAction {
        if case .scalar = node {
            let script = try reader.string(node, key: "command")
            guard shell else {
                throw reader.error("command: a string is a shell script and needs 'shell: true'; "
                                   + "without a shell write the argument vector as a list", at: node)
            }
            return CommandAction(arguments: [script], shell: true)
        }
        let arguments = try reader.strings(node, key: "command").map(\.0)
        guard let first = arguments.first, !first.isEmpty else {
            throw reader.error("command: expected a non-empty list, the program first", at: node)
        }
        return CommandAction(arguments: arguments, shell: shell)
    }

    private func decodeKeys(_ node: Node) throws(ScenarioError) -> [KeyChord] {
        let elements: [(String, Node)] = if case .sequence = node {
            try reader.strings(node, key: "keys")
        } else {
            [(try reader.string(node, key: "keys"), node)]
        }
        guard !elements.isEmpty else { throw reader.error("keys: expected at least one chord", at: node) }
        var chords: [KeyChord] = []
        for (text, element) in elements {
            guard let chord = KeyChord(parsing: text) else {
                throw reader.error("keys: '\(text)' has an empty key name; a plus sign itself is the keysym 'plus'",
                                   at: element)
            }
            for name in chord.keysyms where Keysym.value(named: name) == nil {
                let hint = Keysym.suggestion(for: name).map { "; did you mean '\($0)'?" } ?? ""
                throw reader.error("keys: unknown keysym '\(name)'\(hint)", at: element)
            }
            chords.append(chord)
        }
        return chords
    }

    private func decodeIPC(_ node: Node) throws(ScenarioError) -> IPCAction {
        let fields = try reader.fields(of: node, in: "ipc", allowed: ["event"], required: ["event"], allowsOtherKeys: true)
        let event = try reader.string(fields["event"]!, key: "event")
        guard !event.isEmpty else { throw reader.error("event: expected a non-empty name", at: fields["event"]!) }
        var data: [ParameterValue.MapEntry] = []
        for entry in fields.entries where entry.key != "event" {
            data.append(.init(key: entry.key, value: try reader.parameterValue(entry.value, key: entry.key)))
        }
        return IPCAction(event: event, data: data)
    }
}
