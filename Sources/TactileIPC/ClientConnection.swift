import Glibc

/// A connected client, identified by a serial number that is never reused (descriptors are).
public struct ClientID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let serial: UInt64

    public static func < (a: ClientID, b: ClientID) -> Bool { a.serial < b.serial }
    public var description: String { "client \(serial)" }
}

/// One client's socket and buffers, owned by the server.
final class ClientConnection {
    let id: ClientID
    let fd: Int32
    var reader: LineReader
    var queue: OutgoingQueue
    /// Set once a reply must be the last thing it gets (refused, wrong version): the server
    /// closes it when the queue has drained, and reads nothing more from it.
    var closesAfterFlush = false

    init(id: ClientID, fd: Int32, limits: IPCServer.Limits) {
        self.id = id
        self.fd = fd
        reader = LineReader(limit: limits.maximumLineLength)
        queue = OutgoingQueue(limit: limits.maximumQueuedBytes)
    }

    /// Writes as much of the queue as the socket takes now. Returns false when the peer is gone.
    func flush() -> Bool {
        var alive = true
        queue.flush { bytes in
            let n = send(fd, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
            if n < 0, errno != EAGAIN, errno != EWOULDBLOCK, errno != EINTR { alive = false }
            return n
        }
        return alive
    }
}
