import ArgumentParser
import TactileEngine
import TactileScenario

extension Tactile {
    /// `tactile replay FILE`: one scenario on a virtual clock, its log on standard output.
    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replay a scenario on a virtual clock and print the engine's log.",
            discussion: """
                Prints one JSON object per line (feed, state, view, action, reset, warning records, \
                in the order they happen), exactly the replay log of the scenario format. With \
                --format text the same records are printed for reading. An invalid file prints \
                FILE:LINE:COLUMN: what is wrong on standard error, nothing on standard output, and \
                exits with status 2.
                """)

        @Argument(help: ArgumentHelp("The scenario file (YAML).", valueName: "FILE"))
        var file: String

        @Option(help: "json (the log format) or text (for reading).")
        var format: LogFormat = .json

        @Flag(help: "Also print a touch record (global position and phase) per changed touch, as the overlay draws them.")
        var touches = false

        @OptionGroup var plugins: PluginOptions

        func run() throws {
            let registry = try plugins.registry()
            let records = try replay(file, registry: registry, touches: touches)
            for record in records {
                print(format == .json ? record.jsonLine : record.readableLine)
            }
        }
    }
}

enum LogFormat: String, ExpressibleByArgument, CaseIterable {
    case json, text
}

/// Loads and runs a scenario; an invalid one is reported on standard error with exit status 2.
func replay(_ file: String, registry: RecognizerTypeRegistry, touches: Bool = false) throws -> [Record] {
    let scenario: Scenario
    do {
        scenario = try Scenario.load(path: file, registry: registry)
    } catch {
        printError(error.description)
        throw ExitCode(2)
    }
    do {
        return try scenario.run(registry: registry, touches: touches)
    } catch {
        printError("\(file): \(error)")
        throw ExitCode(2)
    }
}
