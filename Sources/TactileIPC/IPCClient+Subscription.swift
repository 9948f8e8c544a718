import Glibc

extension IPCClient {
    /// Connects to the daemon at `path` and subscribes to `kinds`, then hands the descriptor over:
    /// the hello, the reply and the records that follow are the caller's to read (the overlay
    /// reads them without blocking in its own loop). Nil when the daemon is not there.
    public static func subscribedDescriptor(path: String, kinds: [String]) -> Int32? {
        guard let fd = try? UnixSocket.connect(to: path) else { return nil }
        let request = JSONValue.object([("request", .string("subscribe")), ("kinds", .array(kinds.map(JSONValue.string)))])
        let bytes = Array((request.text + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                Glibc.close(fd)
                return nil
            }
            offset += n
        }
        return fd
    }
}
