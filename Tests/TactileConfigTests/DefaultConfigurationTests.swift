import Foundation
import TactileConfig
import Testing

/// The embedded default configuration: valid with the standard types' names and parameters
/// (stand-ins until the real types land), free of warnings, and identical to config/default.yaml.
@Suite struct DefaultConfigurationTests {
    @Test func decodesWithTheStandardTypesAndHasNoWarnings() throws {
        let registry = StandInRecognizerTypes.registry
        let configuration = try Configuration.embeddedDefault(registry: registry)
        #expect(configuration.file == "<default>")
        #expect(configuration.bindings.count == 13)
        #expect(BindingAnalysis.warnings(for: configuration, registry: registry).map(\.description) == [])
        let ids = Set(configuration.bindings.map(\.recognizer))
        for id in ["Swipe3Left", "Swipe4Right", "Pinch", "EdgeLeft", "DoubleTap2", "LongPress3"] {
            #expect(ids.contains(id), "no binding on \(id)")
        }
    }

    @Test func embeddedTextIsConfigDefaultYaml() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = try String(contentsOf: root.appendingPathComponent("config/default.yaml"), encoding: .utf8)
        #expect(file.trimmingCharacters(in: .newlines) == DefaultConfiguration.text.trimmingCharacters(in: .newlines),
                "run scripts/embed-default-config")
    }
}
