import CHostSystem
#if canImport(Glibc)
import Glibc
#endif

/// The signals the host reacts to, as a readable descriptor (signalfd): the event loop waits on
/// it next to libinput's, so a signal ends the loop between two cycles instead of interrupting
/// one. The signals are blocked for the whole process; create it before any thread starts.
public final class SignalWatch {
    public enum Request: Sendable { case stop }

    public let fileDescriptor: Int32

    /// Blocks SIGINT, SIGTERM and SIGHUP and opens the descriptor that reports them.
    public init() throws {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, signal) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        fileDescriptor = signalfd(-1, &set, Int32(SFD_CLOEXEC | SFD_NONBLOCK))
        guard fileDescriptor >= 0 else { throw HostError("signalfd failed: \(String(cString: strerror(errno)))") }
    }

    deinit {
        close(fileDescriptor)
    }

    /// The requests of the signals that arrived, oldest first (empty when none).
    public func read() -> [Request] {
        var requests: [Request] = []
        var info = signalfd_siginfo()
        while Glibc.read(fileDescriptor, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size {
            requests.append(.stop)
        }
        return requests
    }
}
