import ArgumentParser
import Foundation
import TactileEngine
import TactileScenario

extension Tactile {
    /// `tactile test FILE...`: replays scenarios and compares with their `expect:` sections.
    struct Test: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replay scenarios and check them against their expect: sections.",
            discussion: """
                Prints one line per scenario: ok, or FAIL followed by what was expected and what \
                happened. Directories are searched for .yaml files. Scenarios without expect: are \
                listed as not checked; invalid ones are reported on standard error and the others still run. \
                Exits with status 2 if a scenario is invalid, else 1 if one failed.
                """)

        @Argument(help: ArgumentHelp("Scenario files or directories.", valueName: "FILE"))
        var files: [String]

        @OptionGroup var plugins: PluginOptions

        func run() throws {
            let registry = try plugins.registry()
            var passed = 0, failed = 0, unchecked = 0, invalid = 0
            for file in try scenarioFiles(files) {
                let scenario: Scenario
                do {
                    scenario = try Scenario.load(path: file, registry: registry)
                } catch {
                    print("ERR  \(file)")
                    printError(error.description)
                    invalid += 1
                    continue
                }
                guard let expectation = scenario.expect else {
                    print("-- \(file) (no expect: section, not checked)")
                    unchecked += 1
                    continue
                }
                let records: [Record]
                do {
                    records = try scenario.run(registry: registry)
                } catch {
                    print("ERR  \(file)")
                    printError("\(file): \(error)")
                    invalid += 1
                    continue
                }
                let mismatches = expectation.check(records: records)
                if mismatches.isEmpty {
                    print("ok   \(file)")
                    passed += 1
                } else {
                    print("FAIL \(file)")
                    for m in mismatches { print(m.description.split(separator: "\n").map { "     " + $0 }.joined(separator: "\n")) }
                    failed += 1
                }
            }
            var summary = "scenarios: \(passed) passed, \(failed) failed"
            if invalid > 0 { summary += ", \(invalid) invalid" }
            if unchecked > 0 { summary += ", \(unchecked) not checked" }
            print(summary)
            if invalid > 0 { throw ExitCode(2) }
            if failed > 0 { throw ExitCode(1) }
        }
    }
}

/// The files named, with directories expanded to the .yaml files below them, sorted.
func scenarioFiles(_ paths: [String]) throws -> [String] {
    var result: [String] = []
    let fm = FileManager.default
    for path in paths {
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
            printError("\(path): no such file or directory")
            throw ExitCode(2)
        }
        if isDirectory.boolValue {
            let found = (fm.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
                .map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
            result += found.sorted()
        } else {
            result.append(path)
        }
    }
    return result
}
