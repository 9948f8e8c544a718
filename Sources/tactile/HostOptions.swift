import ArgumentParser
import Foundation
import TactileActions
import TactileConfig
import TactileHost
import TactileInput
import TactileIPC
import TactileScenario

/// What `tactile run` and `tactile record` share: where the input comes from and the configuration.
struct HostOptions: ParsableArguments {
    @Option(name: .customLong("device"), help: ArgumentHelp(
        "An input device node to read (libinput's path backend); repeatable. Without it, every device of the seat.",
        valueName: "PATH"))
    var devices: [String] = []

    @Option(help: ArgumentHelp("The udev seat to read when no --device is given.", valueName: "SEAT"))
    var seat = "seat0"

    @Option(help: ArgumentHelp(
        "The configuration (scene, bindings, settings, devices, pointer; docs/configuration.md). "
            + "Default: $XDG_CONFIG_HOME/tactile/config.yaml when it exists, else the embedded config/default.yaml.",
        valueName: "FILE"))
    var config: String?

    @OptionGroup var plugins: PluginOptions

    /// The file to read and to watch: --config, else the user's file when it exists; nil: the
    /// embedded default.
    var configurationPath: String? {
        if let config { return config }
        guard let user = ConfigurationLocation.userFile(environment: ProcessInfo.processInfo.environment),
              FileManager.default.fileExists(atPath: user) else { return nil }
        return user
    }

    /// Builds everything and runs the loop until SIGINT, SIGTERM or SIGHUP. `daemon`: the IPC
    /// socket (when `socket` is not nil), bindings and actions, and reloading.
    func runHost(log: LogStyle, recordPath: String?, measuresLatency: Bool, daemon serves: Bool = false,
                 socket: String? = nil) throws {
        // Before anything could start a thread: the stop signals must be blocked process-wide.
        let signals = try SignalWatch()
        let registry = try plugins.registry()
        let path = configurationPath
        let configuration: HostConfiguration
        do {
            if let path {
                configuration = try HostConfiguration.load(path: path, registry: registry)
            } else {
                configuration = try HostConfiguration.standard(registry: registry)
            }
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        let clock = HostClock()
        // Standard error at the configuration's logLevel; the reader's and the normaliser's
        // messages (devices that cannot be opened, lost touches) are warnings.
        let standardError = DaemonLog(level: configuration.configuration.settings.logLevel) {
            LibinputReader.printToStandardError($0)
        }
        let report = standardError.reporter(.warning)
        let size = configuration.layout.readerSize
        let reader = try LibinputReader(backend: devices.isEmpty ? .udev(seat: seat) : .paths(devices),
                                        width: size.width, height: size.height, report: report)
        // Without a file, the user's future one: writing it takes effect without a restart.
        let watched = path ?? ConfigurationLocation.userFile(environment: ProcessInfo.processInfo.environment)
        let gestures = try GestureDaemon(configuration: configuration, path: serves ? watched : nil,
                                         registry: registry, log: standardError)
        gestures.daemon.clock = { clock.now }
        var sources: [PollSource] = []
        var server: IPCServer?
        if serves {
            server = try openSocket(socket, report: report)
            if let server {
                gestures.daemon.serve(server)
                sources.append(server)
            }
            if let watched {
                do {
                    sources.append(try ConfigurationWatch(path: watched) { gestures.reload() })
                } catch {
                    // Its directory does not exist yet (no ~/.config/tactile): `reload` still works.
                    report("not watching \(watched) for changes: \(error)")
                }
            }
        }
        defer { server?.shutdown() }
        let recorder = try recordPath.map {
            try InputRecorder(path: $0, sceneNode: configuration.sceneNode,
                              source: devices.isEmpty ? "seat \(seat)" : devices.joined(separator: ", "))
        }
        let meter = measuresLatency ? LatencyMeter() : nil
        let keymap: Keymap?
        do {
            keymap = try configuration.configuration.settings.makeKeymap()
        } catch {
            report("\(error.message) (settings keyboard…); keyboards' modifiers are not read")
            keymap = nil
        }
        let normaliser = InputNormaliser(layout: configuration.layout, clock: clock, keymap: keymap, report: report)
        let host = try LiveHost(daemon: gestures.daemon, reader: reader, normaliser: normaliser,
                                clock: clock, log: log, recorder: recorder, meter: meter, sources: sources)
        if serves { host.recordHandler = { gestures.handle($0, device: $1) } }
        host.run(signals: signals) {
            // tactile-inject (tests) waits for this file before it plays anything.
            if let ready = ProcessInfo.processInfo.environment["TACTILE_READY_FILE"] {
                _ = FileManager.default.createFile(atPath: ready, contents: Data())
            }
        }
        if let meter { printError(meter.summary) }
    }

    /// The IPC server at `--socket`, else `$XDG_RUNTIME_DIR/tactile.sock`; nil (said once) when
    /// there is neither.
    private func openSocket(_ socket: String?, report: (String) -> Void) throws -> IPCServer? {
        guard let path = socket ?? IPCServer.defaultPath(environment: ProcessInfo.processInfo.environment) else {
            report("no IPC socket: XDG_RUNTIME_DIR is not set and no --socket was given; tactile ctl and overlay cannot connect")
            return nil
        }
        do {
            return try IPCServer(path: path, greeting: ProtocolText.hello)
        } catch {
            printError("cannot open the IPC socket \(path): \(error)")
            throw ExitCode(1)
        }
    }
}
