import CCairo
import CWaylandClient
import CWaylandProtocols
import Glibc

/// One wl_shm buffer in ARGB8888 (cairo's ARGB32 on little-endian: premultiplied, which is what
/// Wayland expects), with a cairo surface over the same memory.
final class ShmBuffer {
    let width: Int32
    let height: Int32
    let buffer: OpaquePointer
    let cairoSurface: OpaquePointer
    /// Between attach and the compositor's release, the buffer must not be drawn into.
    var isBusy = false
    /// What the last frame drawn into this buffer covers, in pixels: the next frame into it
    /// clears only that. A new buffer is zero-filled (memfd), so fully transparent already.
    var drawnRegion = DrawnRegion()
    private let memory: UnsafeMutableRawPointer
    private let byteCount: Int
    private let listener: ListenerStorage<wl_buffer_listener>
    /// Held so that the display outlives the wl_buffer, which deinit destroys.
    private let connection: WaylandConnection

    init(connection: WaylandConnection, width: Int32, height: Int32) throws {
        self.connection = connection
        let stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width)
        byteCount = Int(stride) * Int(height)
        let fd = tactile_create_shm_file(byteCount)
        guard fd >= 0 else { throw OverlayError("cannot create shared memory: errno \(errno)") }
        defer { close(fd) }
        guard let memory = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), memory != MAP_FAILED else {
            throw OverlayError("cannot map shared memory: errno \(errno)")
        }
        self.memory = memory
        let pool = wl_shm_create_pool(connection.shm, fd, Int32(byteCount))
        buffer = wl_shm_pool_create_buffer(pool, 0, width, height, stride, WL_SHM_FORMAT_ARGB8888.rawValue)
        // The buffer keeps the pool's memory alive; the pool object itself is no longer needed.
        wl_shm_pool_destroy(pool)
        cairoSurface = cairo_image_surface_create_for_data(
            memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, width, height, stride)
        self.width = width
        self.height = height
        listener = ListenerStorage(wl_buffer_listener(release: { data, _ in
            listenerObject(data, as: ShmBuffer.self).isBusy = false
        }))
        wl_buffer_add_listener(buffer, listener.pointer, listenerData(self))
    }

    deinit {
        cairo_surface_destroy(cairoSurface)
        wl_buffer_destroy(buffer)
        munmap(memory, byteCount)
    }
}
