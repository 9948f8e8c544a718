import CLibInput
#if canImport(Glibc)
import Glibc
#endif

/// libinput's open_restricted/close_restricted pair. libinput never opens device nodes itself;
/// it asks the caller, so that a compositor can go through logind. Tactile opens them directly,
/// which needs read access to /dev/input/event*: when that fails, the reader reports one clear
/// message per path and carries on with the devices it can open.
final class DeviceAccess {
    /// Called with one message per device that cannot be opened.
    let report: (String) -> Void
    private var reported: Set<String> = []

    init(report: @escaping (String) -> Void) {
        self.report = report
    }

    func open(_ path: String, flags: Int32) -> Int32 {
        let fd = Glibc.open(path, flags | O_CLOEXEC)
        if fd >= 0 { return fd }
        let error = errno
        reportFailure(path: path, errno: error)
        return -error
    }

    /// Reports a path once, however often libinput retries it.
    func reportFailure(path: String, errno error: Int32) {
        if reported.insert(path).inserted { report(Self.explain(path: path, errno: error)) }
    }

    func hasReported(_ path: String) -> Bool {
        reported.contains(path)
    }

    func close(_ fd: Int32) {
        _ = Glibc.close(fd)
    }

    static func explain(path: String, errno error: Int32) -> String {
        let reason = String(cString: strerror(error))
        if error == EACCES || error == EPERM {
            return "cannot open \(path): \(reason). Tactile reads input devices directly: add the user to the "
                + "'input' group (sudo usermod -aG input $USER, then log in again) or install a udev rule "
                + "that tags the device uaccess (TAG+=\"uaccess\")."
        }
        return "cannot open \(path): \(reason)."
    }

    /// The C interface table; `user_data` of the libinput context must be this object. libinput
    /// keeps the pointer for the context's lifetime, so it is heap-allocated and freed by the owner.
    static func makeInterface() -> UnsafeMutablePointer<libinput_interface> {
        let table = UnsafeMutablePointer<libinput_interface>.allocate(capacity: 1)
        table.initialize(to: interface)
        return table
    }

    private static let interface = libinput_interface(
        open_restricted: { path, flags, userData in
            guard let path, let userData else { return -EINVAL }
            return Unmanaged<DeviceAccess>.fromOpaque(userData).takeUnretainedValue().open(String(cString: path), flags: flags)
        },
        close_restricted: { fd, userData in
            guard let userData else { return }
            Unmanaged<DeviceAccess>.fromOpaque(userData).takeUnretainedValue().close(fd)
        }
    )
}
