import Glibc

/// Records from the daemon's socket, as they come. `connect` opens a connection and subscribes
/// (the caller knows the IPC protocol; this feed only reads lines): it returns the connected
/// descriptor, or nil when the daemon is not there. When the daemon goes away the feed keeps
/// trying again every `retryInterval` until it is back, so the overlay survives daemon
/// restarts. Lines that are not records (the hello, request replies) are skipped; error replies
/// are reported on standard error.
public final class DaemonFeed: RecordFeed {
    public typealias Connect = () -> Int32?

    private let connect: Connect
    private let retryInterval: Double
    private var fd: Int32 = -1
    private var pending: [UInt8] = []
    /// The last log time asked for, to place the next reconnection attempt on the log clock.
    private var lastLogTime = 0.0
    private var nextAttempt = 0.0
    private var announcedLoss = false

    public init(retryInterval: Double = 1000, connect: @escaping Connect) {
        self.connect = connect
        self.retryInterval = retryInterval
        reconnectIfDue(at: 0)
    }

    deinit {
        if fd >= 0 { close(fd) }
    }

    public var descriptor: Int32? { fd >= 0 ? fd : nil }

    public func takeRecords(upTo logTime: Double) -> [OverlayRecord] {
        lastLogTime = logTime
        guard fd >= 0 else {
            reconnectIfDue(at: logTime)
            return []
        }
        let open = readAvailable()
        var records: [OverlayRecord] = []
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: pending[..<newline], as: UTF8.self)
            pending.removeSubrange(...newline)
            if line.contains("\"kind\""), let record = try? OverlayRecord(jsonLine: Substring(line)) {
                records.append(record)
            } else if line.contains("\"error\"") {
                writeToStandardError("tactile overlay: the daemon answered: \(line)")
            }
        }
        if !open { lost(at: logTime) }
        return records
    }

    /// While disconnected: when the next attempt is due, on the log clock.
    public var nextRecordTime: Double? { fd >= 0 ? nil : max(nextAttempt, lastLogTime) }

    /// A live daemon feed never ends by itself.
    public var isExhausted: Bool { false }

    private func reconnectIfDue(at logTime: Double) {
        guard logTime >= nextAttempt else { return }
        if let descriptor = connect() {
            fd = descriptor
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            if announcedLoss { writeToStandardError("tactile overlay: connected to the daemon again") }
            announcedLoss = false
        } else {
            nextAttempt = logTime + retryInterval
        }
    }

    private func lost(at logTime: Double) {
        close(fd)
        fd = -1
        pending.removeAll()
        nextAttempt = logTime + retryInterval
        if !announcedLoss { writeToStandardError("tactile overlay: the daemon went away; waiting for it to come back") }
        announcedLoss = true
    }

    /// Reads what is there without blocking; false when the connection has closed.
    private func readAvailable() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                pending.append(contentsOf: chunk[..<count])
            } else if count == 0 {
                return false
            } else {
                if errno == EINTR { continue }
                return errno == EAGAIN
            }
        }
    }
}
