import TactileCore
import Yams

/// The input lines the libinput host records beside touches (docs/recording.md): modifiers held,
/// media keys, switches and devices.
///
///     {t: 5, modifiers: [Shift, Super]}
///     {t: 5, remote: togglePlayPause}
///     {t: 5, motion: began, subtype: tabletMode}
///     {t: 5, device: added, id: event5, name: "Atmel maXTouch", capabilities: [touch]}
///     {t: 5, device: removed, id: event5}
extension InputDecoder {
    static let hostKinds = ["modifiers", "remote", "motion", "device"]

    func hostEvent(_ kind: String, _ fields: Fields) throws(ScenarioError) -> InputEvent {
        let node = fields[kind]!
        switch kind {
        case "modifiers":
            var held: Set<Modifier> = []
            for (name, element) in try reader.strings(node, key: "modifiers") {
                guard let modifier = Modifier(name: name) else {
                    throw reader.error("modifiers: unknown modifier '\(name)'; expected Shift, Control, Alt or Super", at: element)
                }
                held.insert(modifier)
            }
            return .modifiers(held)
        case "remote":
            return .remoteControl(try choice(node, key: "remote", RemoteControlSubtype.self))
        case "motion":
            guard let subtypeNode = fields["subtype"] else {
                throw reader.error("motion line is missing required key 'subtype'", at: fields.node)
            }
            return .motion(try choice(subtypeNode, key: "subtype", MotionSubtype.self),
                           try choice(node, key: "motion", MotionPhase.self))
        default:
            return .device(try device(fields))
        }
    }

    private func device(_ fields: Fields) throws(ScenarioError) -> DeviceChange {
        let change = try choice(fields["device"]!, key: "device", DeviceChange.Change.self)
        guard let idNode = fields["id"] else {
            throw reader.error("device line is missing required key 'id'", at: fields.node)
        }
        var device = DeviceChange(change: change, id: try reader.string(idNode, key: "id"))
        if change == .removed {
            for key in ["name", "capabilities"] {
                if let keyNode = fields.keyNode(key) {
                    throw reader.error("'\(key)' is not allowed on a device removed", at: keyNode)
                }
            }
        }
        if let name = fields["name"] { device.name = try reader.string(name, key: "name") }
        if let list = fields["capabilities"] {
            device.capabilities = try reader.strings(list, key: "capabilities").map(\.0)
        }
        return device
    }

    /// A string that must be one of `Choice`'s raw values.
    private func choice<Choice: RawRepresentable & CaseIterable>(
        _ node: Node, key: String, _: Choice.Type
    ) throws(ScenarioError) -> Choice where Choice.RawValue == String {
        let name = try reader.string(node, key: key)
        guard let value = Choice(rawValue: name) else {
            let names = Choice.allCases.map(\.rawValue)
            throw reader.error(
                "\(key): expected one of \(names.joined(separator: ", ")), got \"\(name)\""
                    + (Suggestion.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""),
                at: node)
        }
        return value
    }
}
