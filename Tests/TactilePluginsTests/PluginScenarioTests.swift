import Foundation
import Testing
import TactileEngine
import TactilePlugins
import TactileScenario

/// The scenario files under Scenarios/, run through the scenario decoder and runner with the
/// standard plugin registered in-process and the two plugins under Plugins/ loaded from their
/// shared libraries, as `tactile test --plugin-dir` would.
@Suite struct PluginScenarioTests {
    static let folder = Bundle.module.resourceURL!.appendingPathComponent("Scenarios")

    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }()

    @Test func everyScenarioIsFound() {
        #expect(Self.files.count >= 10)
    }

    @Test(arguments: files)
    func scenario(_ name: String) throws {
        var (registry, report) = PluginLoader.registry(directories: [])
        for product in ["TactileCheckmark", "TactileTwoFingerDoubleTap"] {
            report.plugins.append(try PluginLoader.load(file: PluginLoadingTests.library(product), into: &registry))
        }
        #expect(report.errors.isEmpty)
        let scenario = try Scenario.load(path: Self.folder.appendingPathComponent(name).path, registry: registry)
        let expect = try #require(scenario.expect)
        let mismatches = expect.check(records: try scenario.run(registry: registry))
        #expect(mismatches.isEmpty, "\(name): \(mismatches)")
    }
}
