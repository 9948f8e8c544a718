import TactileCore

/// Writes input events as the scenario format's input lines (flow mappings; JSON strings are
/// valid YAML), as `tactile record` puts them in a recording. Reading them back with the
/// scenario decoder gives the same events: numbers are the shortest decimal that reads back to
/// the same double.
public enum InputLine {
    /// The line for `event` at `time`, without the list's `- `; nil for the kinds a recording
    /// never holds (`set`, `attach`, `detach`).
    public static func text(_ event: InputEvent, at time: Milliseconds) -> String? {
        let t = "{t: \(JSONText.number(time)), "
        switch event {
        case .touch(let touch):
            var fields = t + "touch: \(touch.action.rawValue), id: \(touch.id)"
            if let location = touch.location {
                fields += ", x: \(JSONText.number(location.x)), y: \(JSONText.number(location.y))"
            }
            if let radius = touch.radius, touch.action == .down || touch.action == .move {
                fields += ", radius: \(JSONText.number(radius))"
            }
            return fields + "}"
        case .modifiers(let held):
            return t + "modifiers: [" + held.sorted().map(\.rawValue).joined(separator: ", ") + "]}"
        case .remoteControl(let subtype):
            return t + "remote: \(subtype.rawValue)}"
        case .motion(let subtype, let phase):
            return t + "motion: \(phase.rawValue), subtype: \(subtype.rawValue)}"
        case .device(let device):
            var fields = t + "device: \(device.change.rawValue), id: \(JSONText.string(device.id))"
            if let name = device.name { fields += ", name: \(JSONText.string(name))" }
            if !device.capabilities.isEmpty {
                fields += ", capabilities: [" + device.capabilities.joined(separator: ", ") + "]"
            }
            return fields + "}"
        case .set, .attach, .detach:
            return nil
        }
    }
}
