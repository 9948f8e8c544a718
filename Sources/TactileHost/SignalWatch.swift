import CHostSystem
#if canImport(Glibc)
import Glibc
#endif

/// The signals the host reacts to (SIGINT, SIGTERM, SIGHUP: stop; SIGUSR1: suspend input;
/// SIGUSR2: resume it), as a readable descriptor (signalfd): the event loop waits on
/// it next to libinput's, so a signal ends the loop between two cycles instead of interrupting
/// one. The signals are blocked for the whole process; create it before any thread starts.
public final class SignalWatch {
    public enum Request: Sendable { case stop, suspend, resume }

    public let fileDescriptor: Int32

    /// Blocks the signals and opens the descriptor that reports them.
    public init() throws {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2] { sigaddset(&set, signal) }
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
            switch Int32(bitPattern: info.ssi_signo) {
            case SIGUSR1: requests.append(.suspend)
            case SIGUSR2: requests.append(.resume)
            default: requests.append(.stop)
            }
        }
        return requests
    }
}
