import ArgumentParser
import Foundation
import TactileIPC
import TactileOverlay
import TactileScenario

extension Tactile {
    /// `tactile overlay`: draws touches and recognizer decisions above every window.
    struct Overlay: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Draw touches and gestures live in a click-through Wayland overlay.",
            discussion: """
                A layer-shell surface above all windows (an ordinary window where the compositor has \
                no layer-shell) that takes no input. By default it subscribes to the running daemon \
                (tactile run) and follows it live, reconnecting when the daemon restarts. --replay plays a scenario through the engine in \
                real time with no daemon; --records plays a saved log (`tactile replay --touches`); \
                --stdin draws records as they arrive. --freeze-at draws the state at that time and \
                keeps it on screen, for screenshots. See docs/overlay.md.
                """)

        @Option(help: ArgumentHelp("A scenario to replay through the engine in real time.", valueName: "SCENARIO"))
        var replay: String?

        @Option(help: ArgumentHelp("A log (JSON lines) to replay in real time.", valueName: "FILE"))
        var records: String?

        @Flag(help: "Read records (JSON lines) from standard input as they come.")
        var stdin = false

        @Option(help: ArgumentHelp("The daemon's socket (default $XDG_RUNTIME_DIR/tactile.sock).", valueName: "PATH"))
        var socket: String?

        @Option(name: .customLong("freeze-at"), help: ArgumentHelp("Draw the state at this time (ms) and keep it.", valueName: "MS"))
        var freezeAt: Double?

        @Option(help: ArgumentHelp("Exit after this many seconds.", valueName: "S"))
        var duration: Double?

        @Flag(name: .customLong("xdg-shell"), help: "Use an ordinary window even where layer-shell exists.")
        var xdgShell = false

        @OptionGroup var plugins: PluginOptions

        func validate() throws {
            let sources = [replay != nil, records != nil, stdin, socket != nil].filter { $0 }.count
            guard sources <= 1 else { throw ValidationError("give at most one of --replay, --records, --stdin, --socket") }
            if replay == nil, records == nil, freezeAt != nil { throw ValidationError("--freeze-at needs --replay or --records") }
        }

        /// What the overlay draws from the daemon: touches, and each recognizer's state and
        /// values placed above its touches (which its `feed` records name, as in a replay).
        static let daemonKinds = ["touch", "feed", "state", "action", "reset"]

        func run() throws {
            var options: OverlaySession.Options
            if replay == nil, records == nil, !stdin {
                guard let path = socket ?? IPCServer.defaultPath(environment: ProcessInfo.processInfo.environment) else {
                    printError("tactile overlay: XDG_RUNTIME_DIR is not set; give --socket PATH")
                    throw ExitCode(2)
                }
                let feed = DaemonFeed { IPCClient.subscribedDescriptor(path: path, kinds: Self.daemonKinds) }
                if feed.descriptor == nil { printError("tactile overlay: no daemon at \(path) yet; waiting for it") }
                options = .init(feed: feed, clock: .live, duration: duration, forceToplevel: xdgShell)
            } else if stdin {
                options = .init(feed: StreamFeed(descriptor: 0), clock: .live, duration: duration, forceToplevel: xdgShell)
            } else {
                let log: [OverlayRecord]
                if let replay {
                    let lines = try TactileCLI.replay(replay, registry: try plugins.registry(), touches: true).map(\.jsonLine)
                    log = try parseOverlayLog(lines.joined(separator: "\n"))
                } else {
                    guard let text = try? String(contentsOfFile: records!, encoding: .utf8) else {
                        printError("cannot read \(records!)")
                        throw ExitCode(2)
                    }
                    log = try parseOverlayLog(text)
                }
                let feed = TimedLogFeed(records: log)
                let clock: LogClock = freezeAt.map { .frozen(at: $0) }
                    ?? .replay(from: feed.firstRecordTime ?? 0, wallStart: monotonicMilliseconds())
                options = .init(feed: feed, clock: clock, duration: duration, forceToplevel: xdgShell)
            }
            options.onFirstFrameShown = { printError("tactile overlay: first frame shown") }
            do {
                let session = try OverlaySession(options: options)
                printError("tactile overlay: showing on a \(session.usesLayerShell ? "layer-shell overlay surface" : "xdg_toplevel window")")
                try session.run()
            } catch {
                printError("tactile overlay: \(error)")
                throw ExitCode(1)
            }
        }
    }
}

/// Names the command-line module's free functions where a subcommand shadows them.
enum TactileCLI {
    static func replay(_ file: String, registry: TactileEngine.RecognizerTypeRegistry, touches: Bool) throws -> [TactileEngine.Record] {
        try tactile.replay(file, registry: registry, touches: touches)
    }
}

import TactileEngine
