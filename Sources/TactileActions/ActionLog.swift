/// Where actions report what happened: spawned commands, their output and exit status, keys
/// that could not be typed. The daemon routes it to its log; tests collect the lines.
public struct ActionLog: Sendable {
    public let write: @Sendable (String) -> Void

    public init(_ write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// Discards everything.
    public static let silent = ActionLog { _ in }
}

/// Why an action could not be performed.
public struct ActionError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
