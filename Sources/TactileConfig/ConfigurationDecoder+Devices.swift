import TactileCore
import TactileScenario
import Yams

/// `devices:` and `pointer:`: every window they name must exist in the scene.
extension ConfigurationDecoder {
    func decodeDevices(_ node: Node, scene: SceneDescription) throws(ScenarioError) -> [String: String] {
        guard let entries = node.mapping else {
            throw reader.error("devices: expected a mapping of device name to window id", at: node)
        }
        var windows: [String: String] = [:]
        for (name, window) in entries {
            guard let deviceName = name.string, let windowID = window.string else {
                throw reader.error("devices: expected a device name and a window id", at: name)
            }
            guard scene.windows.contains(where: { $0.id == windowID }) else {
                throw reader.error("devices.\(deviceName): no window '\(windowID)' in the scene", at: window)
            }
            windows[deviceName] = windowID
        }
        return windows
    }

    func decodePointer(_ node: Node, scene: SceneDescription) throws(ScenarioError) -> PointerButton {
        let fields = try reader.fields(of: node, in: "pointer", allowed: ["button", "window"], required: ["button"])
        guard let buttonNode = fields["button"], let name = buttonNode.string,
              let button = PointerButton.names[name] ?? UInt32(name) else {
            throw reader.error("pointer.button: expected left, right, middle, side, extra or a BTN_* code number",
                               at: fields["button"] ?? node)
        }
        let window = fields["window"]?.string
        if let window, !scene.windows.contains(where: { $0.id == window }) {
            throw reader.error("pointer.window: no window '\(window)' in the scene", at: fields["window"])
        }
        return PointerButton(button: button, window: window)
    }
}
