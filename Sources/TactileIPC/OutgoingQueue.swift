/// Bytes waiting to be written to one client, bounded so that a client that stops reading costs
/// the server at most `limit` bytes before it is dropped.
struct OutgoingQueue {
    let limit: Int
    private var bytes: [UInt8] = []
    /// Bytes at the front already written; compacted lazily so a write never shifts the queue.
    private var head = 0

    init(limit: Int) {
        self.limit = limit
    }

    var isEmpty: Bool { head == bytes.count }
    var count: Int { bytes.count - head }

    /// Appends a line and its newline; false when that would exceed the limit (nothing appended).
    mutating func append(line: String) -> Bool {
        let size = line.utf8.count + 1
        guard count + size <= limit else { return false }
        if head > 0, head >= bytes.count / 2 {
            bytes.removeFirst(head)
            head = 0
        }
        bytes.append(contentsOf: line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        return true
    }

    /// Hands the unwritten bytes to `write`, which returns how many it wrote (≤ 0: none).
    mutating func flush(_ write: (UnsafeRawBufferPointer) -> Int) {
        guard !isEmpty else { return }
        let written = bytes.withUnsafeBytes { raw in write(UnsafeRawBufferPointer(rebasing: raw[head...])) }
        guard written > 0 else { return }
        head += written
        if head == bytes.count {
            bytes.removeAll(keepingCapacity: true)
            head = 0
        }
    }
}
