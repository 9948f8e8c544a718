/// Splits a client's byte stream into lines, bounded: a line longer than `limit` is never
/// buffered whole. Its first `limit` bytes are thrown away and reported once as `.oversized`;
/// the rest of it is skipped up to the newline. A client that goes on sending past a second
/// `limit` without a newline is not sending lines at all, and gets `.flooding`.
struct LineReader {
    enum Item: Equatable {
        case line([UInt8])
        case oversized
        case flooding
    }

    let limit: Int
    private var pending: [UInt8] = []
    /// Bytes skipped of the current oversized line; nil while not skipping.
    private var skipped: Int?

    init(limit: Int) {
        self.limit = limit
    }

    /// Takes newly read bytes and returns the complete lines (without the newline) and events.
    mutating func take(_ bytes: UnsafeRawBufferPointer) -> [Item] {
        var items: [Item] = []
        var start = 0
        while start < bytes.count {
            let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
            let end = newline ?? bytes.count
            let chunk = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
            if let count = skipped {
                skipped = count + chunk.count
                if newline != nil { skipped = nil } else if count + chunk.count > limit {
                    items.append(.flooding)
                    return items
                }
            } else if pending.count + chunk.count > limit {
                pending.removeAll(keepingCapacity: false)
                items.append(.oversized)
                skipped = newline == nil ? 0 : nil
            } else {
                pending.append(contentsOf: chunk)
                if newline != nil {
                    items.append(.line(pending))
                    pending.removeAll(keepingCapacity: true)
                }
            }
            start = end + 1
        }
        return items
    }
}
