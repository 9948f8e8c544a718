import CLibInput
#if canImport(Glibc)
import Glibc
#endif

/// Where a reader gets its devices.
public enum InputBackend: Equatable, Sendable {
    /// Exactly these device nodes (libinput's path backend), e.g. for tests and replay rigs.
    case paths([String])
    /// Every input device of a seat as udev announces it (hotplug included), e.g. `seat0`.
    case udev(seat: String)
}

/// A libinput context: open it on a backend, watch `fileDescriptor` in an event loop, and call
/// `read()` whenever it is readable. Not thread-safe; use it from one thread.
public final class LibinputReader {
    private let context: OpaquePointer
    private let udev: OpaquePointer?
    private let access: DeviceAccess
    private let interface: UnsafeMutablePointer<libinput_interface>
    /// The size touch and absolute pointer positions are transformed to (e.g. an output in pixels).
    public let width: Double
    public let height: Double

    /// Opens libinput. Devices that cannot be opened are reported through `report` (one message
    /// per path, naming the fix) and skipped; only a context that cannot exist at all throws.
    public init(backend: InputBackend, width: Double, height: Double,
                report: @escaping (String) -> Void = { LibinputReader.printToStandardError($0) }) throws {
        self.width = width
        self.height = height
        access = DeviceAccess(report: report)
        interface = DeviceAccess.makeInterface()
        let userData = Unmanaged.passUnretained(access).toOpaque()
        switch backend {
        case let .paths(paths):
            udev = nil
            guard let context = libinput_path_create_context(interface, userData) else {
                interface.deallocate()
                throw LibinputError.context("libinput_path_create_context failed")
            }
            self.context = context
            for path in paths {
                // libinput rejects a missing path with a terse "client bug"; say what is missing.
                var status = stat()
                if stat(path, &status) != 0 {
                    access.reportFailure(path: path, errno: errno)
                    continue
                }
                guard libinput_path_add_device(context, path) == nil else { continue }
                // open_restricted already explained open failures; say something for the rest.
                if !access.hasReported(path) {
                    report("libinput could not add \(path): not an input device libinput can handle (see libinput's log).")
                }
            }
        case let .udev(seat):
            guard let udev = udev_new() else {
                interface.deallocate()
                throw LibinputError.context("udev_new failed")
            }
            self.udev = udev
            guard let context = libinput_udev_create_context(interface, userData, udev) else {
                udev_unref(udev)
                interface.deallocate()
                throw LibinputError.context("libinput_udev_create_context failed")
            }
            self.context = context
            if libinput_udev_assign_seat(context, seat) != 0 {
                libinput_unref(context)
                udev_unref(udev)
                interface.deallocate()
                throw LibinputError.context("cannot assign seat \(seat)")
            }
        }
    }

    deinit {
        libinput_unref(context)
        if let udev { udev_unref(udev) }
        interface.deallocate()
    }

    /// Releases every device (libinput_suspend), e.g. while the session is switched away: libinput
    /// reports each as removed on the next `read()`.
    public func suspend() {
        libinput_suspend(context)
    }

    /// Reopens the devices after `suspend()`; they are reported as added again.
    public func resume() {
        _ = libinput_resume(context)
    }

    /// Readable when libinput has events to dispatch; hand it to poll/epoll or a run loop.
    public var fileDescriptor: Int32 { libinput_get_fd(context) }

    /// Dispatches libinput and returns every event queued so far, oldest first.
    public func read() -> [LibinputEvent] {
        libinput_dispatch(context)
        var events: [LibinputEvent] = []
        while let event = libinput_get_event(context) {
            if let converted = LibinputEventConverter.convert(event, width: width, height: height) {
                events.append(converted)
            }
            libinput_event_destroy(event)
        }
        return events
    }

    /// Waits up to `timeout` seconds for the descriptor to become readable, then reads.
    public func read(waitingUpTo timeout: Double) -> [LibinputEvent] {
        var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, Int32(timeout * 1_000))
        return read()
    }

    public static func printToStandardError(_ message: String) {
        let line = Array("tactile: \(message)\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}

public enum LibinputError: Error, CustomStringConvertible {
    case context(String)

    public var description: String {
        switch self {
        case let .context(message): return message
        }
    }
}
