import TactileEngine
import TactileScenario
#if canImport(Glibc)
import Glibc
#endif

/// How `tactile run` prints the engine's records on standard output.
public enum LogStyle: String, Sendable, CaseIterable {
    /// One JSON object per line: exactly `tactile replay`'s log (`Record.jsonLine`).
    case jsonl
    /// `Record.readableLine`, for watching gestures live.
    case text
    /// Nothing (e.g. only recording).
    case none
}

/// Collects the records of one fed frame (or of one pass over due timers, or of the requests of
/// one loop iteration) and writes them to standard output in one `write` (`LiveHost` flushes after
/// each), so a consumer reading the pipe sees whole lines as soon as they are known.
struct RecordOutput {
    let style: LogStyle
    private var buffer: [UInt8] = []

    init(style: LogStyle) {
        self.style = style
    }

    mutating func append(_ record: Record) {
        switch style {
        case .jsonl: record.appendJSONLine(to: &buffer)
        case .text: buffer += record.readableLine.utf8
        case .none: return
        }
        buffer.append(10)
    }

    mutating func flush() {
        var offset = 0
        while offset < buffer.count {
            let written = buffer[offset...].withUnsafeBytes { Glibc.write(1, $0.baseAddress, $0.count) }
            if written <= 0 {
                if written < 0, errno == EINTR { continue }
                break
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
