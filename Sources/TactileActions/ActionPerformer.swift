/// Performs invocations: commands through the command runner, keys through the virtual keyboard
/// (connected on first use and kept, see `VirtualKeyboard`), ipc events through the sink the IPC
/// server provides. Failures go to the log (errors; each action performed is a debug line); a
/// failing action never stops the daemon.
public final class ActionPerformer {
    let log: ActionLog
    let commands: CommandRunner
    let makeKeyboard: () throws(ActionError) -> VirtualKeyboard
    private var keyboard: VirtualKeyboard?
    /// Where ipc events go; nil drops them (no IPC server, e.g. in `tactile check-config`).
    public var sink: (any IPCEventSink)?

    /// `keymap` makes the keymap the virtual keyboard sends (the configuration's `keyboard…`
    /// settings; by default the us layout), when the first keys action connects.
    public init(log: ActionLog, keymap: @escaping () throws(ActionError) -> Keymap = { () throws(ActionError) in try Keymap(layout: "us") },
                display: String? = nil, sink: (any IPCEventSink)? = nil) {
        self.log = log
        self.commands = CommandRunner(log: log)
        self.sink = sink
        self.makeKeyboard = { () throws(ActionError) in
            try VirtualKeyboard(display: display, keymap: try keymap())
        }
    }

    public func perform(_ invocation: ActionInvocation) {
        log.write("\(invocation.origin): \(invocation.action.kindName) action for \(invocation.causeDescription)", level: .debug)
        do {
            switch invocation.action {
            case .command(let command):
                try commands.run(command, for: invocation)
            case .keys(let chords):
                let keyboard = try self.keyboard ?? makeKeyboard()
                self.keyboard = keyboard
                do {
                    try keyboard.type(chords)
                } catch {
                    // A lost compositor connection is not retried in the same call; the next
                    // keys action connects again.
                    self.keyboard = nil
                    throw error
                }
            case .ipc(let action):
                sink?.publish(IPCEvent(action, invocation: invocation))
            }
        } catch {
            log.write("\(invocation.origin): \(invocation.action.kindName) action failed: \(error)", level: .error)
        }
    }
}
