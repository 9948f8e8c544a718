import Glibc

/// A socket the server or the client could not set up or use; the message names the path and
/// the system's reason.
public struct IPCError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    /// `what` failed with the current `errno`.
    static func system(_ what: String) -> IPCError {
        IPCError("\(what): \(String(cString: strerror(errno)))")
    }

    public var description: String { message }
}

