import TactileActions
import TactileConfig
import TactileCore
import TactileEngine
import TactileIPC
import TactileScenario

/// What `tactile run` adds to the live host to be the daemon: the bindings that turn records
/// into actions, and reloading the configuration (on inotify or an IPC `reload`) without
/// stopping. Lives on the live loop's thread.
public final class GestureDaemon {
    public let daemon: Daemon
    /// The file reloads read (it may not exist yet, when the embedded default is in use until
    /// the user writes one); nil: nothing to reload.
    public let path: String?
    public private(set) var configuration: HostConfiguration
    private let registry: RecognizerTypeRegistry
    private var dispatcher: BindingDispatcher
    private let performer: ActionPerformer
    private let report: (String) -> Void

    /// `report` writes to standard error (the daemon's log).
    public init(configuration: HostConfiguration, path: String?, registry: RecognizerTypeRegistry,
                report: @escaping @Sendable (String) -> Void) throws {
        self.configuration = configuration
        self.path = path
        self.registry = registry
        self.report = report
        daemon = Daemon(engine: try configuration.makeEngine(registry: registry),
                        input: configuration.makeInputDecoder(registry: registry))
        dispatcher = BindingDispatcher(bindings: configuration.configuration.bindings)
        performer = ActionPerformer(log: ActionLog(report), keyboardLayout: configuration.configuration.settings.keyboardLayout)
        performer.sink = DaemonEventSink(daemon: daemon)
        daemon.reloadHandler = { [unowned self] in reload() }
        reportWarnings(configuration)
    }

    /// `tactile check-config`'s warnings (bindings that can never fire, duplicates), once per load.
    private func reportWarnings(_ configuration: HostConfiguration) {
        for warning in BindingAnalysis.warnings(for: configuration.configuration, registry: registry) {
            report(warning.description)
        }
    }

    /// Every engine record, in order. Modifiers are always none: keyboards are not read yet
    /// (docs/daemon.md), so a binding with `when: {modifiers: …}` does not fire.
    public func handle(_ record: Record, device: DeviceKind?) {
        for invocation in dispatcher.dispatch(record, input: InputContext(device: device)) {
            performer.perform(invocation)
        }
    }

    /// Validates the file and, when it is good, swaps the engine and the bindings; else keeps
    /// the last good configuration. Returns the error, nil on success.
    @discardableResult
    public func reload() -> String? {
        guard let path else { return "no configuration file to reload: the embedded default is in use" }
        let next: HostConfiguration
        let engine: Engine
        do {
            next = try HostConfiguration.load(path: path, registry: registry)
            engine = try next.makeEngine(registry: registry)
        } catch {
            let message = "\(error)"
            report("reload failed, keeping the last good configuration: \(message)")
            publishWarning("reload failed, keeping the last good configuration: \(message)")
            return message
        }
        // Mid-gesture touches get a system cancel in the old engine (subscribers see it), so no
        // recognizer is left waiting for fingers the new scene never heard of.
        daemon.replaceEngine(engine, input: next.makeInputDecoder(registry: registry))
        dispatcher = BindingDispatcher(bindings: next.configuration.bindings)
        if next.layout.windowsByDeviceName != configuration.layout.windowsByDeviceName
            || next.layout.pointer != configuration.layout.pointer {
            report("\(path): devices: and pointer: changes take effect when tactile run restarts")
        }
        configuration = next
        reportWarnings(next)
        report("\(path): reloaded (\(next.configuration.bindings.count) bindings)")
        return nil
    }

    /// A `warning` record for subscribers, shaped as the engine's.
    private func publishWarning(_ message: String) {
        let record = Record(time: daemon.engine.now, kind: .warning(recognizer: nil, message: message))
        daemon.publish(line: record.jsonLine, kind: .warning)
    }
}
