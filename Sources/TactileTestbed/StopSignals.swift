#if canImport(Glibc)
import Glibc
#endif

/// Turns SIGTERM, SIGINT and SIGHUP into a flag the injector polls, so that when a test (or a
/// user) stops the injector, it still ends and reaps its child instead of orphaning it.
/// The signals are blocked rather than handled: no handler code runs at an arbitrary moment,
/// and `ChildProcess` gives the child an empty mask again.
public enum StopSignals {
    private static let watched = [SIGTERM, SIGINT, SIGHUP]

    public static func block() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in watched { sigaddset(&set, signal) }
        sigprocmask(SIG_BLOCK, &set, nil)
    }

    /// The first watched signal pending, if any.
    public static var pending: Int32? {
        var set = sigset_t()
        sigpending(&set)
        return watched.first { sigismember(&set, $0) == 1 }
    }
}
