import Foundation
import Testing
import TactileCore
import TactileEngine
import TactilePlugins
import TactileScenario

/// The scenario files under Scenarios/ (generated from the $1 dataset), run through the scenario
/// decoder and runner with the stroke plugin loaded from its shared library, as
/// `tactile test --plugin-dir` would load it.
@Suite struct StrokeScenarioTests {
    static let folder = Bundle.module.resourceURL!.appendingPathComponent("Scenarios")

    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }()

    @Test func everyScenarioIsFound() {
        #expect(Self.files.count >= 16)
    }

    @Test(arguments: files)
    func scenario(_ name: String) throws {
        var (registry, report) = PluginLoader.registry(directories: [])
        report.plugins.append(try PluginLoader.load(file: TestPaths.library("TactileStrokePlugin"), into: &registry))
        #expect(report.errors.isEmpty)
        let scenario = try Scenario.load(path: Self.folder.appendingPathComponent(name).path, registry: registry)
        let expect = try #require(scenario.expect)
        let records = try scenario.run(registry: registry)
        let mismatches = expect.check(records: records)
        #expect(mismatches.isEmpty, "\(name): \(mismatches)")

        // recognize-NAME-…: the action names the shape drawn.
        guard name.hasPrefix("recognize-") else { return }
        let shape = name.split(separator: "-")[1]
        let actions = records.compactMap { record -> [ParameterValue.MapEntry]? in
            if case .action("Stroke", .recognized, _, _, let values) = record.kind { return values }
            return nil
        }
        #expect(actions.count == 1)
        let values = try #require(actions.first)
        #expect(values.first { $0.key == "name" }?.value == .string(String(shape)), "\(name): \(values)")
        let score = try #require(values.first { $0.key == "score" }?.value.numberValue)
        #expect(score >= 0.8 && score <= 1)  // the dataset scenarios use threshold 0.80
    }
}
