import TactileCore

/// What a binding does when it fires: one of the three action kinds of the configuration's `do:`.
public enum Action: Hashable, Sendable {
    /// Spawn a program (`do: {command: [argv…]}`).
    case command(CommandAction)
    /// Press key chords through the Wayland virtual-keyboard protocol (`do: {keys: "Super_L+Left"}`).
    case keys([KeyChord])
    /// Hand an event to the IPC server for its subscribers (`do: {ipc: {event: NAME, …}}`).
    case ipc(IPCAction)

    /// The `do:` key that names this kind, for messages.
    public var kindName: String {
        switch self {
        case .command: "command"
        case .keys: "keys"
        case .ipc: "ipc"
        }
    }
}

/// A program to spawn. Without a shell the list is the argument vector itself (the first element
/// found on PATH unless it contains a slash); with `shell: true` the first element is a shell
/// script run by `/bin/sh -c` and the others become its positional parameters `$1`, `$2` …
public struct CommandAction: Hashable, Sendable {
    public var arguments: [String]
    public var shell: Bool

    public init(arguments: [String], shell: Bool = false) {
        self.arguments = arguments
        self.shell = shell
    }
}

/// An event for IPC subscribers: a name chosen by the configuration and any extra fields the
/// configuration attaches (`{ipc: {event: workspace-next, target: 2}}` has data `target: 2`).
public struct IPCAction: Hashable, Sendable {
    public var event: String
    public var data: [ParameterValue.MapEntry]

    public init(event: String, data: [ParameterValue.MapEntry] = []) {
        self.event = event
        self.data = data
    }
}
