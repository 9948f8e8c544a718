import ArgumentParser
import TactileHost

extension Tactile {
    /// `tactile run`: live input from libinput through the engine, in real time.
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Recognize gestures live from touchscreens and touchpads (libinput).",
            discussion: """
                Reads libinput (every device of the seat, or the --device nodes), feeds the engine \
                with each event's own monotonic timestamp, fires recognizer timers on time and \
                prints the engine's records: --log jsonl is exactly tactile replay's log. Runs until \
                SIGINT, SIGTERM or SIGHUP. A device that cannot be opened is reported once (with the fix) \
                and the others are used. The configuration's bindings perform their actions; the IPC \
                socket (--socket, else $XDG_RUNTIME_DIR/tactile.sock) serves tactile ctl, tactile overlay \
                and compositors; the configuration file is reloaded when it changes. See docs/daemon.md.
                """)

        @OptionGroup var host: HostOptions

        @Option(help: "jsonl (the replay log), text (for reading) or none.")
        var log: LogStyle = .text

        @Option(help: ArgumentHelp("Also write the normalised input as a scenario file (see tactile record).",
                                   valueName: "FILE"))
        var record: String?

        @Flag(help: "On exit, print event-to-record latency (p50, p99) and CPU time per 1000 frames to standard error.")
        var latency = false

        @Option(help: ArgumentHelp("The IPC socket. Default: $XDG_RUNTIME_DIR/tactile.sock.", valueName: "PATH"))
        var socket: String?

        func run() throws {
            try host.runHost(log: log, recordPath: record, measuresLatency: latency, daemon: true, socket: socket)
        }
    }
}

extension LogStyle: ExpressibleByArgument {}
