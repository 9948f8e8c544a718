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
    /// The modifiers held, from the engine's `modifiers` records: libinput keyboards and
    /// injected `modifiers` lines alike reach the bindings this way.
    public private(set) var modifiers: Set<Modifier> = []
    private let registry: RecognizerTypeRegistry
    private var dispatcher: BindingDispatcher
    private let performer: ActionPerformer
    private let log: DaemonLog

    /// `log` is standard error; its level is set from the configuration here and on each reload.
    public init(configuration: HostConfiguration, path: String?, registry: RecognizerTypeRegistry, log: DaemonLog) throws {
        self.configuration = configuration
        self.path = path
        self.registry = registry
        self.log = log
        log.level = configuration.configuration.settings.logLevel
        daemon = Daemon(engine: try configuration.makeEngine(registry: registry),
                        input: configuration.makeInputDecoder(registry: registry))
        dispatcher = BindingDispatcher(bindings: configuration.configuration.bindings)
        let settings = configuration.configuration.settings
        performer = ActionPerformer(log: log.actionLog, keymap: { () throws(ActionError) in try settings.makeKeymap() })
        performer.sink = DaemonEventSink(daemon: daemon)
        daemon.reloadHandler = { [unowned self] in reload() }
        reportWarnings(configuration)
    }

    /// `tactile check-config`'s warnings (bindings that can never fire, duplicates), once per load.
    private func reportWarnings(_ configuration: HostConfiguration) {
        for warning in BindingAnalysis.warnings(for: configuration.configuration, registry: registry) {
            log(.warning, warning.description)
        }
    }

    /// Every engine record, in order, with the device of the latest touch frame.
    public func handle(_ record: Record, device: DeviceKind?) {
        if case .modifiers(let held) = record.kind { modifiers = Set(held) }
        for invocation in dispatcher.dispatch(record, input: InputContext(modifiers: modifiers, device: device)) {
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
            log(.error, "reload failed, keeping the last good configuration: \(message)")
            publishWarning("reload failed, keeping the last good configuration: \(message)")
            return message
        }
        // The new file's level applies from its own reload messages on.
        log.level = next.configuration.settings.logLevel
        // Mid-gesture touches get a system cancel in the old engine (subscribers see it), so no
        // recognizer is left waiting for fingers the new scene never heard of. The old bindings
        // see those records; the new ones start with the new engine.
        daemon.replaceEngine(engine, input: next.makeInputDecoder(registry: registry))
        dispatcher = BindingDispatcher(bindings: next.configuration.bindings)
        if next.layout.windowsByDeviceName != configuration.layout.windowsByDeviceName
            || next.layout.pointer != configuration.layout.pointer {
            log(.warning, "\(path): devices: and pointer: changes take effect when tactile run restarts")
        }
        if !next.configuration.settings.hasSameKeymap(as: configuration.configuration.settings) {
            log(.warning, "\(path): keyboard… settings: changes take effect when tactile run restarts")
        }
        configuration = next
        reportWarnings(next)
        log(.info, "\(path): reloaded (\(next.configuration.bindings.count) bindings)")
        return nil
    }

    /// A `warning` record for subscribers, shaped as the engine's.
    private func publishWarning(_ message: String) {
        let record = Record(time: daemon.engine.now, kind: .warning(recognizer: nil, message: message))
        daemon.publish(line: record.jsonLine, kind: .warning)
    }
}
