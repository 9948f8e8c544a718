import ArgumentParser
import Foundation
import TactileHost
import TactileInput
import TactileScenario

/// What `tactile run` and `tactile record` share: where the input comes from and the scene.
struct HostOptions: ParsableArguments {
    @Option(name: .customLong("device"), help: ArgumentHelp(
        "An input device node to read (libinput's path backend); repeatable. Without it, every device of the seat.",
        valueName: "PATH"))
    var devices: [String] = []

    @Option(help: ArgumentHelp("The udev seat to read when no --device is given.", valueName: "SEAT"))
    var seat = "seat0"

    @Option(help: ArgumentHelp(
        "The scene (a YAML file with scene: as in a scenario, and optionally devices: name → window id). "
            + "Default: config/default-scene.yaml, built in.",
        valueName: "FILE"))
    var config: String?

    @OptionGroup var plugins: PluginOptions

    /// Builds everything and runs the loop until SIGINT, SIGTERM or SIGHUP.
    func runHost(log: LogStyle, recordPath: String?, measuresLatency: Bool) throws {
        // Before anything could start a thread: the stop signals must be blocked process-wide.
        let signals = try SignalWatch()
        let registry = try plugins.registry()
        let configuration: HostConfiguration
        do {
            if let config {
                configuration = try HostConfiguration.load(path: config, registry: registry)
            } else {
                configuration = try HostConfiguration.standard(registry: registry)
            }
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        let clock = HostClock()
        let report = { (message: String) in LibinputReader.printToStandardError(message) }
        let size = configuration.layout.readerSize
        let reader = try LibinputReader(backend: devices.isEmpty ? .udev(seat: seat) : .paths(devices),
                                        width: size.width, height: size.height, report: report)
        let engine = try configuration.makeEngine(registry: registry)
        let recorder = try recordPath.map {
            try InputRecorder(path: $0, sceneNode: configuration.sceneNode,
                              source: devices.isEmpty ? "seat \(seat)" : devices.joined(separator: ", "))
        }
        let meter = measuresLatency ? LatencyMeter() : nil
        let host = try LiveHost(engine: engine, reader: reader,
                                normaliser: InputNormaliser(layout: configuration.layout, clock: clock, report: report),
                                clock: clock, log: log, recorder: recorder, meter: meter)
        host.run(signals: signals) {
            // tactile-inject (tests) waits for this file before it plays anything.
            if let ready = ProcessInfo.processInfo.environment["TACTILE_READY_FILE"] {
                _ = FileManager.default.createFile(atPath: ready, contents: Data())
            }
        }
        if let meter { printError(meter.summary) }
    }
}
