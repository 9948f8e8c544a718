import Glibc

/// Receives what the server reads. Every call happens inside one of the server's `handle` calls,
/// on the host's event-loop thread.
public protocol IPCServerDelegate: AnyObject {
    /// A client of the right user connected and was sent the greeting.
    func server(_ server: IPCServer, didConnect client: ClientID)
    /// One complete line (without its newline), at most `Limits.maximumLineLength` bytes.
    func server(_ server: IPCServer, received line: [UInt8], from client: ClientID)
    /// The client is gone: it hung up, was dropped, or was closed by the server.
    func server(_ server: IPCServer, didDisconnect client: ClientID)
}

/// The daemon's Unix socket: newline-delimited lines both ways, never blocking. It owns the
/// listening socket and the clients; the host polls `pollDescriptors` in its own loop and calls
/// `handle(readable:)` / `handle(writable:)`, or the tests call `run(until:)`.
///
/// A client is refused (an error line, then closed) when it runs as another user; its line that
/// exceeds the limit gets an error reply, and one that goes on without a newline drops it; a
/// client whose unsent output exceeds the queue limit is dropped rather than waited for.
public final class IPCServer {
    public struct Limits: Sendable {
        /// Longest request line, in bytes, without the newline.
        public var maximumLineLength = 64 * 1024
        /// Most bytes queued for a client that is not reading before it is dropped.
        public var maximumQueuedBytes = 1024 * 1024
        /// Most clients at once; further connections are refused with an error line.
        public var maximumClients = 256

        public init() {}
    }

    public let path: String
    public let limits: Limits
    public weak var delegate: (any IPCServerDelegate)?
    /// Clients dropped because their output queue overflowed (they stopped reading).
    public private(set) var droppedSlowClients = 0

    private let listener: Int32
    /// Cleared by `shutdown()`: the listener's number may belong to another file after close.
    private var isListening = true
    private let greeting: String
    private let allowedUID: uid_t
    private var clients: [Int32: ClientConnection] = [:]
    private var descriptorsByID: [ClientID: Int32] = [:]
    private var nextSerial: UInt64 = 1
    private var readBuffer = [UInt8](repeating: 0, count: 64 * 1024)
    /// Clients with lines queued by `send(_:to:flush: false)`, written by `flushPending()`.
    private var pendingFlush: [ClientConnection] = []
    /// Reads per readiness event: a client that writes as fast as we read must not keep the loop
    /// from serving the others (poll reports it again next round).
    private static let readsPerEvent = 4

    /// Listens at `path` (mode 0600; a stale socket is replaced). `greeting` is the first line
    /// every accepted client gets.
    public init(path: String, greeting: String, limits: Limits = Limits()) throws(IPCError) {
        self.path = path
        self.limits = limits
        self.greeting = greeting
        allowedUID = getuid()
        listener = try UnixSocket.listen(at: path)
    }

    /// The default path, `$XDG_RUNTIME_DIR/tactile.sock`, or nil when the variable is unset.
    public static func defaultPath(environment: [String: String]) -> String? {
        UnixSocket.defaultPath(environment: environment)
    }

    deinit { shutdown() }

    /// Connected clients, oldest first.
    public var connectedClients: [ClientID] { descriptorsByID.keys.sorted() }

    // MARK: The host's event loop

    /// What to poll: the listener and every client for input, and for output those with queued
    /// bytes. Rebuild it after every round of handling, since clients come and go.
    public var pollDescriptors: [pollfd] {
        var list = isListening ? [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)] : []
        for (fd, client) in clients {
            var events = client.closesAfterFlush ? 0 : Int16(POLLIN)
            if !client.queue.isEmpty { events |= Int16(POLLOUT) }
            list.append(pollfd(fd: fd, events: events, revents: 0))
        }
        return list
    }

    /// Handles every descriptor `poll` marked in `polled`.
    public func handle(_ polled: [pollfd]) {
        for entry in polled where entry.revents != 0 {
            if entry.revents & Int16(POLLOUT) != 0 { handle(writable: entry.fd) }
            if entry.revents & ~Int16(POLLOUT) != 0 { handle(readable: entry.fd) }
        }
    }

    /// The descriptor can be read (or hung up): accepts, or reads and dispatches lines.
    public func handle(readable fd: Int32) {
        if fd == listener { if isListening { acceptAll() }; return }
        guard let client = clients[fd] else { return }
        for _ in 0..<Self.readsPerEvent {
            let n = readBuffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if n == 0 { drop(client); return }
            if n < 0 {
                if errno == EINTR { continue }
                if errno != EAGAIN && errno != EWOULDBLOCK { drop(client) }
                return
            }
            if client.closesAfterFlush { continue }
            let items = readBuffer.withUnsafeBytes { client.reader.take(UnsafeRawBufferPointer(rebasing: $0[..<n])) }
            for item in items {
                // A delegate call may close this client (a version mismatch); stop then.
                guard clients[fd] === client, !client.closesAfterFlush else { return }
                switch item {
                case .line(let line): delegate?.server(self, received: line, from: client.id)
                case .oversized:
                    send(ProtocolText.error(id: nil, code: .lineTooLong,
                                            message: "line longer than \(limits.maximumLineLength) bytes; ignored"), to: client.id)
                case .flooding: drop(client); return
                }
            }
            if n < readBuffer.count { return }
        }
    }

    /// The descriptor can take output: writes what is queued.
    public func handle(writable fd: Int32) {
        guard let client = clients[fd] else { return }
        flush(client)
    }

    /// A convenience loop for tests and small tools: polls and handles until `stop()` is true,
    /// waking at least every `interval` ms to ask, and calling `tick` once per round.
    public func run(until stop: () -> Bool, interval: Int32 = 20, tick: () -> Void = {}) {
        while !stop() {
            var polled = pollDescriptors
            let ready = poll(&polled, nfds_t(polled.count), interval)
            if ready > 0 { handle(polled) }
            tick()
        }
    }

    // MARK: Sending

    /// Queues `line` (no newline) for `client` and, with `flush`, writes what the socket takes
    /// now; otherwise `flushPending()` writes it, so a cycle's records go out in one write per
    /// client. A client whose queue would exceed the limit is dropped. Gone clients are ignored.
    public func send(_ line: String, to id: ClientID, flush flushNow: Bool = true) {
        guard let fd = descriptorsByID[id], let client = clients[fd] else { return }
        let wasEmpty = client.queue.isEmpty
        guard client.queue.append(line: line) else {
            droppedSlowClients += 1
            drop(client)
            return
        }
        if flushNow {
            flush(client)
        } else if wasEmpty {
            pendingFlush.append(client)
        }
    }

    /// Writes what `send(_:to:flush: false)` queued.
    public func flushPending() {
        let list = pendingFlush
        pendingFlush.removeAll(keepingCapacity: true)
        for client in list where clients[client.fd] === client { flush(client) }
    }

    /// Sends `line` as the client's last one, then closes it once written.
    public func sendFinal(_ line: String, to id: ClientID) {
        guard let fd = descriptorsByID[id], let client = clients[fd] else { return }
        // No room: the client is not reading anyway, so it would never see the line.
        guard client.queue.append(line: line) else { drop(client); return }
        client.closesAfterFlush = true
        flush(client)
    }

    /// Closes a client now.
    public func disconnect(_ id: ClientID) {
        guard let fd = descriptorsByID[id], let client = clients[fd] else { return }
        drop(client)
    }

    /// Closes every client and the listener and removes the socket file. Idempotent.
    public func shutdown() {
        for client in Array(clients.values) { drop(client) }
        guard isListening else { return }
        isListening = false
        close(listener)
        unlink(path)
    }

    // MARK: Private

    private func acceptAll() {
        while true {
            // accept4 needs _GNU_SOURCE, which Swift's Glibc module lacks; two fcntls do the same.
            let fd = accept(listener, nil, nil)
            if fd < 0 {
                if errno == EINTR { continue }
                return  // EAGAIN: none left; anything else (EMFILE …) retried on the next poll.
            }
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            let client = ClientConnection(id: ClientID(serial: nextSerial), fd: fd, limits: limits)
            nextSerial += 1
            clients[fd] = client
            descriptorsByID[client.id] = fd
            if UnixSocket.peerUID(fd) != allowedUID {
                sendFinal(ProtocolText.error(id: nil, code: .forbidden, message: "connections from other users are refused"), to: client.id)
            } else if clients.count > limits.maximumClients {
                sendFinal(ProtocolText.error(id: nil, code: .busy, message: "too many clients"), to: client.id)
            } else {
                send(greeting, to: client.id)
                if clients[fd] === client { delegate?.server(self, didConnect: client.id) }
            }
        }
    }

    private func flush(_ client: ClientConnection) {
        guard client.flush() else { drop(client); return }
        if client.closesAfterFlush && client.queue.isEmpty { drop(client) }
    }

    private func drop(_ client: ClientConnection) {
        guard clients[client.fd] === client else { return }
        clients[client.fd] = nil
        descriptorsByID[client.id] = nil
        close(client.fd)
        // Refused clients were never announced.
        delegate?.server(self, didDisconnect: client.id)
    }
}
