import Glibc

/// A blocking client of the daemon's socket, for `tactile ctl` and tests: lines out, lines in,
/// every read bounded by a timeout so that a silent server cannot hang the caller.
public final class IPCClient {
    public let fd: Int32
    private var buffer: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    private var closed = false

    /// Connects to `path`; `timeout` (seconds) bounds each read, 0 for none.
    public init(path: String, timeout: Double = 5) throws(IPCError) {
        fd = try UnixSocket.connect(to: path)
        if timeout > 0 {
            var limit = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        }
    }

    deinit { close() }

    public func close() {
        guard !closed else { return }
        closed = true
        Glibc.close(fd)
    }

    /// Sends `line` and a newline, all of it.
    public func send(_ line: String) throws(IPCError) {
        try sendBytes(Array(line.utf8) + [UInt8(ascii: "\n")])
    }

    /// Sends raw bytes (tests send malformed and oversized input with it).
    public func sendBytes(_ bytes: [UInt8]) throws(IPCError) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .system("send")
            }
            offset += n
        }
    }

    /// The next line without its newline; nil at end of stream. Throws on timeout.
    public func readLine() throws(IPCError) -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeFirst(newline + 1)
                return line
            }
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n == 0 { return nil }
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK { throw IPCError("no line from the server in time") }
                if errno == ECONNRESET { return nil }
                throw .system("recv")
            }
            buffer += chunk[..<n]
        }
    }

    /// The next line parsed; nil at end of stream. Throws on timeout or a line that is not JSON.
    public func readValue() throws(IPCError) -> JSONValue? {
        guard let line = try readLine() else { return nil }
        return try JSONValue.parse(line)
    }

    /// Sends `request` and returns the reply with the same `id`, handing lines that are not
    /// replies (records) to `other`.
    public func request(_ request: JSONValue, other: (JSONValue) -> Void = { _ in }) throws(IPCError) -> JSONValue {
        try send(request.text)
        let id = request["id"]
        while let value = try readValue() {
            if value["kind"] == nil, value["id"] == id { return value }
            other(value)
        }
        throw IPCError("the server closed the connection before replying")
    }
}

extension JSONValue {
    /// Parses one JSON text (a line of the protocol).
    public static func parse(_ text: String) throws(IPCError) -> JSONValue {
        do {
            return try JSONParser.parse(Array(text.utf8))
        } catch {
            throw IPCError("not JSON: \(error.message)")
        }
    }
}
