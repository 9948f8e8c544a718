/// The protocol's fixed lines and reply shapes (protocols/ipc.md), in one place.
public enum ProtocolText {
    /// The protocol's major version. A client speaking another major is refused; additions that
    /// old clients can ignore (new requests, new record kinds, new reply fields) keep it.
    public static let version = 1

    /// The server's first line to every client.
    public static var hello: String {
        JSONValue.object([("hello", "tactile"), ("version", .number(Double(version)))]).text
    }

    /// The `code` of an error reply.
    public enum ErrorCode: String, Sendable {
        /// The line is not a JSON object.
        case malformed
        /// `request` names nothing the server knows.
        case unknownRequest = "unknown-request"
        /// A known request with missing or wrong fields.
        case invalid
        /// The line exceeded the length limit and was skipped.
        case lineTooLong = "line-too-long"
        /// The client's hello names another major version.
        case version
        /// The connecting process runs as another user.
        case forbidden
        /// Too many clients are connected.
        case busy
        /// `resume` without a matching `pause` from this client.
        case notPaused = "not-paused"
        /// An injected input line is invalid (the scenario format's message).
        case input
        /// The host does not offer this request (no reload handler, no scene for injection).
        case unsupported
        /// Reload failed; the last good configuration stays.
        case reloadFailed = "reload-failed"
    }

    /// `{"id":…,"error":{"code":…,"message":…}}`; `id` left out when the request had none.
    public static func error(id: JSONValue?, code: ErrorCode, message: String) -> String {
        reply(id: id, [("error", .object([("code", .string(code.rawValue)), ("message", .string(message))]))])
    }

    /// A reply object: `id` first when present, then `members`.
    public static func reply(id: JSONValue?, _ members: [(key: String, value: JSONValue)]) -> String {
        JSONValue.object((id.map { [(key: "id", value: $0)] } ?? []) + members).text
    }
}
