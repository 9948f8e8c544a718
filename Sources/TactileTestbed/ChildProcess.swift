import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A command under test, started with its own environment and always reaped: PID 1 on the
/// test machines does not reap orphans, so an unreaped child would linger as a zombie.
public final class ChildProcess {
    public let pid: pid_t
    private var status: Int32?

    /// Starts `arguments[0]` (looked up in PATH) with `environment` replacing this process's.
    public init(arguments: [String], environment: [String: String]) throws {
        guard let command = arguments.first else { throw TestbedError.process("no command given") }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        // The child starts with default signal handling and an empty signal mask whatever this
        // process inherited (test runners block or ignore signals), so SIGTERM ends it.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), defaults = sigset_t()
        sigemptyset(&empty)
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGQUIT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, command, nil, &attributes, argv, envp)
        guard result == 0 else {
            throw TestbedError.process("cannot start \(command): \(String(cString: strerror(result)))")
        }
        self.pid = pid
    }

    /// Exit status (or 128 + signal), nil while running.
    public var exitStatus: Int32? {
        if status == nil {
            var raw: Int32 = 0
            if waitpid(pid, &raw, WNOHANG) == pid { status = Self.decode(raw) }
        }
        return status
    }

    /// Waits up to `timeout` seconds; returns the exit status, or nil if still running.
    public func wait(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while exitStatus == nil, Date() < deadline { usleep(5_000) }
        return exitStatus
    }

    /// SIGTERM, then SIGKILL after `grace` seconds; always reaps. Returns the exit status.
    @discardableResult
    public func terminate(grace: Double = 2) -> Int32 {
        if let status = exitStatus { return status }
        kill(pid, SIGTERM)
        if let status = wait(timeout: grace) { return status }
        kill(pid, SIGKILL)
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0, errno == EINTR {}
        status = Self.decode(raw)
        return status!
    }

    deinit {
        terminate()
    }

    private static func decode(_ raw: Int32) -> Int32 {
        let signal = raw & 0x7f
        return signal == 0 ? (raw >> 8) & 0xff : 128 + signal
    }
}
