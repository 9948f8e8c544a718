import Glibc

/// Records read as JSON lines from a descriptor as they arrive (`--stdin`). Lines that are not valid records are reported once each on standard
/// error and skipped, so that one bad line does not stop a live session.
public final class StreamFeed: RecordFeed {
    private var fd: Int32
    private var pending: [UInt8] = []
    private var endOfStream = false

    /// Takes a descriptor the caller keeps open; sets it non-blocking.
    public init(descriptor: Int32) {
        fd = descriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    public var descriptor: Int32? { endOfStream ? nil : fd }

    public func takeRecords(upTo _: Double) -> [OverlayRecord] {
        readAvailable()
        var records: [OverlayRecord] = []
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: pending[..<newline], as: UTF8.self)
            pending.removeSubrange(...newline)
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            do {
                records.append(try OverlayRecord(jsonLine: Substring(line)))
            } catch {
                writeToStandardError("tactile overlay: skipped a line: \(error)")
            }
        }
        return records
    }

    private func readAvailable() {
        guard !endOfStream else { return }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                pending.append(contentsOf: chunk[..<count])
            } else if count == 0 {
                endOfStream = true
                // A last line without its newline still counts.
                if !pending.isEmpty { pending.append(UInt8(ascii: "\n")) }
                return
            } else {
                if errno == EINTR { continue }
                if errno != EAGAIN { endOfStream = true }
                return
            }
        }
    }

    public var nextRecordTime: Double? { nil }

    public var isExhausted: Bool { endOfStream && pending.isEmpty }
}
