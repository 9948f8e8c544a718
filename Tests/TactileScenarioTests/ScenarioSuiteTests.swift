import Foundation
import TactileEngine
import TactilePlugins
import TactileScenario
import Testing

/// Every scenario file bundled under Scenarios/ (the contract's examples and the conformance
/// suite written from the semantics) replays and matches its `expect:` section.
@Suite struct ScenarioSuiteTests {
    static let root = Bundle.module.resourceURL!.appendingPathComponent("Scenarios")

    /// Paths relative to Scenarios/, sorted.
    static var files: [String] {
        let found = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test func theSuiteIsThere() {
        #expect(Self.files.count >= 5)
    }

    @Test(arguments: files) func scenario(_ file: String) throws {
        let registry = ScenarioRegistry.full
        let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
        let scenario = try Scenario.decode(yaml: text, file: file, registry: registry)
        let expectation = try #require(scenario.expect, "\(file) has no expect: section")
        let mismatches = expectation.check(records: try scenario.run(registry: registry))
        #expect(mismatches.isEmpty, "\(file):\n\(mismatches.map(\.description).joined(separator: "\n"))")
    }
}

/// The recognizer types that scenario files may use: `scripted` and the standard plugin's.
enum ScenarioRegistry {
    static var full: RecognizerTypeRegistry {
        PluginLoader.registry(directories: []).0
    }
}

/// The built-in demo (`tactile demo`) decides what its comments and `expect:` say.
@Suite struct DemoScenarioTests {
    @Test func theDemoMatchesItsExpectations() throws {
        let registry = ScenarioRegistry.full
        let scenario = try Scenario.decode(yaml: demoScenario, file: "demo.yaml", registry: registry)
        let expectation = try #require(scenario.expect)
        let mismatches = expectation.check(records: try scenario.run(registry: registry))
        #expect(mismatches.isEmpty, "\(mismatches.map(\.description).joined(separator: "\n"))")
    }
}
