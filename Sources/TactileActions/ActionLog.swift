/// Where actions report what happened: spawned commands, their output and exit status, keys
/// that could not be typed, and (at debug) each action performed. The daemon routes it to its
/// log, which filters by level; tests collect the lines.
public struct ActionLog: Sendable {
    private let sink: @Sendable (LogLevel, String) -> Void

    /// Every line, whatever its level.
    public init(_ write: @escaping @Sendable (String) -> Void) {
        sink = { _, line in write(line) }
    }

    /// Lines with their level, for a log that filters them.
    public init(leveled write: @escaping @Sendable (LogLevel, String) -> Void) {
        sink = write
    }

    public func write(_ line: String, level: LogLevel) {
        sink(level, line)
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
