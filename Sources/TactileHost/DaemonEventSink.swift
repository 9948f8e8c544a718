import TactileActions
import TactileIPC

/// Where `ipc` actions go: a line of kind `event` to the IPC clients subscribed to `event`.
///
/// `IPCEventSink` is Sendable, but the daemon is not: this sink is only ever called from the
/// live loop's thread (actions are performed there), which is what makes the unchecked claim true.
final class DaemonEventSink: IPCEventSink, @unchecked Sendable {
    private unowned let daemon: Daemon

    init(daemon: Daemon) {
        self.daemon = daemon
    }

    func publish(_ event: IPCEvent) {
        daemon.publish(line: event.jsonLine, kind: .event)
    }
}
