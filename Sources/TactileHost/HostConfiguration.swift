import Foundation
import TactileCore
import TactileEngine
import TactileScenario
import Yams

/// The configuration of `tactile run`: the scene (the schema of a scenario's `scene:`, decoded
/// by `SceneDecoder`, so a scenario's scene can be pasted in) and which window each device maps to.
///
///     scene:
///       windows: [...]
///     devices:                         # optional: libinput device name → window id
///       "Atmel maXTouch Digitizer": screen
///     pointer: {button: right}         # optional: mouse strokes (PointerStrokeConfiguration)
public struct HostConfiguration {
    static let topLevelKeys = ["scene", "devices", "pointer"]

    public var scene: SceneDescription
    /// The `scene:` node as written, so a recording can carry the scene it was made with.
    public var sceneNode: Node
    public var layout: DeviceLayout

    /// Reads and decodes a configuration file; errors name the file, line and column.
    public static func load(path: String, registry: RecognizerTypeRegistry) throws(ScenarioError) -> HostConfiguration {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ScenarioError(file: path, line: nil, column: nil, message: "cannot read the file: \(error.localizedDescription)")
        }
        return try decode(yaml: text, file: path, registry: registry)
    }

    /// The scene used without `--config` (config/default-scene.yaml).
    public static func standard(registry: RecognizerTypeRegistry) throws(ScenarioError) -> HostConfiguration {
        try decode(yaml: DefaultScene.yaml, file: "config/default-scene.yaml", registry: registry)
    }

    public static func decode(yaml: String, file: String, registry: RecognizerTypeRegistry) throws(ScenarioError) -> HostConfiguration {
        func error(_ message: String, at node: Node?) -> ScenarioError {
            ScenarioError(file: file, line: node?.mark?.line, column: node?.mark?.column, message: message)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            throw ScenarioError(file: file, line: nil, column: nil, message: "invalid YAML: \(error)")
        }
        guard let root, let mapping = root.mapping else {
            throw error("expected a mapping with scene (and optionally devices)", at: root)
        }
        for key in mapping.keys where !topLevelKeys.contains(key.string ?? "") {
            throw error("unknown key '\(key.string ?? "?")'; allowed keys: \(topLevelKeys.joined(separator: ", "))", at: key)
        }
        guard let sceneNode = mapping["scene"] else {
            throw error("missing required key 'scene'", at: root)
        }
        let scene = try SceneDecoder(file: file, registry: registry).decode(sceneNode)
        var windowsByDeviceName: [String: String] = [:]
        if let devices = mapping["devices"] {
            guard let entries = devices.mapping else {
                throw error("devices: expected a mapping of device name to window id", at: devices)
            }
            for (name, window) in entries {
                guard let deviceName = name.string, let windowID = window.string else {
                    throw error("devices: expected a device name and a window id", at: name)
                }
                guard scene.windows.contains(where: { $0.id == windowID }) else {
                    throw error("devices.\(deviceName): no window '\(windowID)' in the scene", at: window)
                }
                windowsByDeviceName[deviceName] = windowID
            }
        }
        var pointer: PointerStrokeConfiguration?
        if let node = mapping["pointer"] {
            guard let fields = node.mapping else { throw error("pointer: expected a mapping with button (and window)", at: node) }
            for key in fields.keys where !["button", "window"].contains(key.string ?? "") {
                throw error("pointer: unknown key '\(key.string ?? "?")'; allowed keys: button, window", at: key)
            }
            guard let buttonNode = fields["button"], let name = buttonNode.string,
                  let button = PointerStrokeConfiguration.buttonNames[name] ?? UInt32(name) else {
                throw error("pointer.button: expected left, right, middle, side, extra or a BTN_* code number", at: fields["button"] ?? node)
            }
            let window = fields["window"]?.string
            if let window, !scene.windows.contains(where: { $0.id == window }) {
                throw error("pointer.window: no window '\(window)' in the scene", at: fields["window"])
            }
            pointer = PointerStrokeConfiguration(button: button, windowID: window)
        }
        return HostConfiguration(scene: scene, sceneNode: sceneNode,
                                 layout: DeviceLayout(windows: scene.windows, windowsByDeviceName: windowsByDeviceName,
                                                      pointer: pointer))
    }
}

extension HostConfiguration {
    /// The engine for this configuration's scene; a scene the engine refuses is a `HostError`
    /// (the decoder normally reports such problems first, with their place in the file).
    public func makeEngine(registry: RecognizerTypeRegistry) throws -> Engine {
        do {
            return try Engine(scene: scene, registry: registry)
        } catch {
            throw HostError("the scene cannot be built: \(error)")
        }
    }
}
