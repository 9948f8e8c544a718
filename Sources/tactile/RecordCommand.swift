import ArgumentParser
import TactileHost

extension Tactile {
    /// `tactile record FILE`: `tactile run` that only records.
    struct Recording: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "record",
            abstract: "Record live input as a scenario file that tactile replay runs exactly as it ran live.",
            discussion: """
                Writes the scene, then one scenario input line per normalised touch change (touchscreen \
                touches, touchpad gestures as synthetic fingers, cancels) at the engine time it was fed. \
                Runs until SIGINT, SIGTERM or SIGHUP. Like tactile run --log none --record FILE, without bindings, the IPC socket or reloads.
                """)

        @Argument(help: ArgumentHelp("The scenario file to write.", valueName: "FILE"))
        var file: String

        @OptionGroup var host: HostOptions

        func run() throws {
            try host.runHost(log: .none, recordPath: file, measuresLatency: false)
        }
    }
}
