import Foundation
import TactileCore
import TactileEngine
import TactileScenario
import Yams

/// Decodes and validates a configuration file. The `scene:` goes through the scenarios'
/// `SceneDecoder`, so a scene pasted from a scenario is valid here and reports the same errors;
/// bindings and settings are checked with the same `NodeReader`, so every error reads
/// `FILE:LINE:COLUMN: message`.
public struct ConfigurationDecoder: Sendable {
    static let topKeys = ["scene", "bindings", "settings", "devices", "pointer"]
    static let settingsKeys = ["logLevel"] + keyboardSettingsKeys

    public let file: String
    public let registry: RecognizerTypeRegistry
    let reader: NodeReader

    public init(file: String, registry: RecognizerTypeRegistry) {
        self.file = file
        self.registry = registry
        self.reader = NodeReader(file: file)
    }

    public func decode(yaml: String) throws(ScenarioError) -> Configuration {
        guard yaml.contains(where: { !$0.isWhitespace }) else {
            throw ScenarioError(file: file, line: 1, column: 1,
                                message: "the file is empty: expected a mapping with scene, bindings and settings")
        }
        let root = try YAMLDocument.root(of: yaml, reader: reader)
        let fields = try reader.fields(of: root, in: "configuration", allowed: Self.topKeys, required: ["scene"])
        let scene = try SceneDecoder(file: file, registry: registry).decode(fields["scene"]!)
        let index = SceneIndex(scene)
        var bindings: [Binding] = []
        if let list = fields["bindings"] {
            let decoder = BindingDecoder(reader: reader, scene: index)
            for element in try reader.sequence(list, key: "bindings") {
                bindings.append(try decoder.decode(element))
            }
        }
        var settings = Settings()
        if let node = fields["settings"] { settings = try decodeSettings(node) }
        var devices = InputDevices()
        if let node = fields["devices"] { devices.windowsByDeviceName = try decodeDevices(node, scene: scene) }
        if let node = fields["pointer"] { devices.pointer = try decodePointer(node, scene: scene) }
        return Configuration(file: file, scene: scene, bindings: bindings, settings: settings, devices: devices)
    }

    private func decodeSettings(_ node: Node) throws(ScenarioError) -> Settings {
        var settings = Settings()
        let fields = try reader.fields(of: node, in: "settings", allowed: Self.settingsKeys)
        for entry in fields.entries {
            switch entry.key {
            case "logLevel":
                let name = try reader.string(entry.value, key: entry.key)
                guard let level = Settings.LogLevel(rawValue: name) else {
                    throw reader.error(
                        "logLevel: expected one of \(Settings.LogLevel.allCases.map(\.rawValue).joined(separator: ", ")), got '\(name)'",
                        at: entry.value)
                }
                settings.logLevel = level
            default:
                try decodeKeyboardSetting(entry.key, entry.value, into: &settings)
            }
        }
        return settings
    }
}

extension Configuration {
    /// Decodes `yaml` as the configuration file `file`.
    public static func decode(yaml: String, file: String, registry: RecognizerTypeRegistry) throws(ScenarioError) -> Configuration {
        try ConfigurationDecoder(file: file, registry: registry).decode(yaml: yaml)
    }

    /// Reads and decodes the file at `path`; an unreadable file is an error without a line.
    public static func load(path: String, registry: RecognizerTypeRegistry) throws(ScenarioError) -> Configuration {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ScenarioError(file: path, line: nil, column: nil, message: "cannot read the file: \(error.localizedDescription)")
        }
        return try decode(yaml: text, file: path, registry: registry)
    }

    /// The configuration embedded in the binary (`config/default.yaml`).
    public static func embeddedDefault(registry: RecognizerTypeRegistry) throws(ScenarioError) -> Configuration {
        try decode(yaml: DefaultConfiguration.text, file: DefaultConfiguration.name, registry: registry)
    }
}
