import Foundation
import Testing
import TactileConfig
import TactileCore
import TactileEngine
import TactilePlugins
import TactileScenario
@testable import TactileHost

struct ConfigurationTests {
    static var registry: RecognizerTypeRegistry {
        var registry = RecognizerTypeRegistry()
        registry.register(ScriptedRecognizer.type)
        return registry
    }

    /// The default configuration uses the standard types.
    static var standardRegistry: RecognizerTypeRegistry {
        get throws {
            var registry = registry
            try registerStandardRecognizers(into: &registry)
            return registry
        }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// One default for `tactile run` and `tactile check-config`: config/default.yaml, with a
    /// screen window for touchscreens and the `touchpad` window touchpad gestures land in.
    @Test func theDefaultIsTheEmbeddedConfiguration() throws {
        let configuration = try HostConfiguration.standard(registry: try Self.standardRegistry)
        #expect(configuration.scene.windows.map(\.id) == ["Desktop", "touchpad"])
        #expect(configuration.layout.readerSize == Size(width: 1920, height: 1080))
        #expect(!configuration.configuration.bindings.isEmpty)
    }

    @Test func devicesMapNamesToWindows() throws {
        let yaml = """
            scene:
              windows:
                - {id: a, frame: [0, 0, 100, 50]}
                - {id: b, frame: [100, 0, 100, 50]}
            devices:
              "Some Panel": b
            """
        let configuration = try HostConfiguration.decode(yaml: yaml, file: "c.yaml", registry: Self.registry)
        #expect(configuration.layout.windowsByDeviceName == ["Some Panel": "b"])
    }

    /// The keyboard settings are the host's keymap; xkbcommon judges the names when it compiles.
    @Test func keyboardSettingsMakeTheHostsKeymap() throws {
        let yaml = """
            scene: {windows: []}
            settings:
              keyboardRules: evdev
              keyboardModel: pc104
              keyboardLayout: de
              keyboardVariant: nodeadkeys
              keyboardOptions: "ctrl:nocaps,altwin:swap_alt_win"
            """
        let settings = try HostConfiguration.decode(yaml: yaml, file: "c.yaml", registry: Self.registry).configuration.settings
        #expect(settings.keyboardModel == "pc104" && settings.keyboardLayout == "de" && settings.keyboardVariant == "nodeadkeys")
        #expect(settings.keyboardOptions == "ctrl:nocaps,altwin:swap_alt_win")
        #expect(throws: Never.self) { try settings.makeKeymap() }
        let defaults = try HostConfiguration.decode(yaml: "scene: {windows: []}\n", file: "c.yaml", registry: Self.registry).configuration.settings
        #expect(defaults.keyboardRules == "evdev" && defaults.keyboardModel == "pc105" && defaults.keyboardLayout == "us")
        #expect(defaults.keyboardVariant == nil && defaults.keyboardOptions == nil)
        var broken = defaults
        broken.keyboardLayout = "no-such-layout"
        #expect(throws: (any Error).self) { try broken.makeKeymap() }
    }

    @Test(arguments: [
        ("scene: {windows: []}\nsettings: {keyboardVariant: [a]}\n", "c.yaml:2:29: keyboardVariant: expected a string"),
        ("scene: {windows: []}\nextra: 1\n", "c.yaml:2:1: unknown key 'extra'"),
        ("scene: {windows: [{id: a, frame: [0, 0, 1, 1]}]}\ndevices: {P: nowhere}\n", "c.yaml:2:14: devices.P: no window 'nowhere'"),
        ("devices: {}\n", "missing required key 'scene'"),
        ("scene: {windows: []}\npointer: {button: nope}\n", "c.yaml:2:19: pointer.button: expected left, right"),
        ("scene: {windows: []}\npointer: {button: left, window: w}\n", "pointer.window: no window 'w'"),
        ("scene: {windows: [{id: a, frame: [0, 0, 1, 1], recognizers: [{id: r, type: nope}]}]}\n", "unknown recognizer type"),
    ])
    func invalidConfigurationsSayWhatIsWrong(yaml: String, message: String) {
        do {
            _ = try HostConfiguration.decode(yaml: yaml, file: "c.yaml", registry: Self.registry)
            Issue.record("accepted: \(yaml)")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }

    /// A recording is a scenario: its scene and touch lines decode, and replay.
    @Test func aRecordingIsAScenario() throws {
        let configuration = try HostConfiguration.standard(registry: try Self.standardRegistry)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-recording-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: file) }
        let recorder = try InputRecorder(path: file.path, sceneNode: configuration.sceneNode, source: "a test")
        recorder.record(InputFrame(time: 1.5, touches: [TouchInput(action: .down, id: 0, location: Point(x: 10, y: 20.25))]), at: 1.5)
        recorder.record(InputFrame(time: 3, touches: [TouchInput(action: .up, id: 0)]), at: 3.001)
        recorder.close()
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("  - {t: 1.5, touch: down, id: 0, x: 10, y: 20.25}\n  - {t: 3.001, touch: up, id: 0}\n"))
        let scenario = try Scenario.decode(yaml: text, file: file.path, registry: try Self.standardRegistry)
        #expect(scenario.input.map(\.time) == [1.5, 3.001])
        #expect(scenario.scene == configuration.scene)
    }

    @Test func anEmptyRecordingIsStillAScenario() throws {
        let configuration = try HostConfiguration.standard(registry: try Self.standardRegistry)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-recording-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: file) }
        let recorder = try InputRecorder(path: file.path, sceneNode: configuration.sceneNode, source: "a test")
        recorder.close()
        let scenario = try Scenario.decode(yaml: try String(contentsOf: file, encoding: .utf8), file: file.path, registry: try Self.standardRegistry)
        #expect(scenario.input.isEmpty)
    }
}
