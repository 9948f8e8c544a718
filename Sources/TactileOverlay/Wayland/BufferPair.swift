/// Two shm buffers used in turn: one can be on screen (held by the compositor) while the overlay
/// draws the next into the other. Recreated when the surface's pixel size changes.
final class BufferPair {
    private let connection: WaylandConnection
    private var buffers: [ShmBuffer] = []

    init(connection: WaylandConnection) {
        self.connection = connection
    }

    /// A buffer of the given pixel size that the compositor does not hold, or nil when both are
    /// still held (the caller waits for a release).
    func freeBuffer(width: Int32, height: Int32) throws -> ShmBuffer? {
        if buffers.first.map({ $0.width != width || $0.height != height }) ?? true {
            buffers = try (0..<2).map { _ in try ShmBuffer(connection: connection, width: width, height: height) }
        }
        return buffers.first { !$0.isBusy }
    }
}
