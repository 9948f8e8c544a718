import CSpawnSupport
import Foundation
import Glibc

/// Spawns command actions. Each child gets the daemon's environment plus the gesture's
/// variables (`GestureEnvironment`), standard input from /dev/null, and pipes for standard
/// output and error whose lines go to the log. A waiter thread per child reaps it with waitpid
/// as soon as it exits, so a daemon that runs for weeks leaves no zombies; spawning returns at
/// once. (posix_spawn rather than Foundation's Process: its termination handler proved
/// unreliable with several children at once on Linux, and reaping is the point here.)
public final class CommandRunner: Sendable {
    let log: ActionLog
    let baseEnvironment: [String: String]

    public init(log: ActionLog, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.log = log
        self.baseEnvironment = environment
    }

    /// Starts the command; returns at once with the running child.
    @discardableResult
    public func run(_ command: CommandAction, for invocation: ActionInvocation) throws(ActionError) -> SpawnedCommand {
        let argv = command.shell
            ? ["/bin/sh", "-c", command.arguments[0], "tactile"] + command.arguments.dropFirst()
            : command.arguments
        guard let program = argv.first, let path = Self.resolve(program, path: baseEnvironment["PATH"]) else {
            throw ActionError("\(invocation.origin): command not found: \(command.arguments.first ?? "")")
        }
        let environment = baseEnvironment.merging(GestureEnvironment.variables(for: invocation)) { $1 }
        let output = try Self.pipe(), errors = try Self.pipe()
        let pid: pid_t
        do {
            pid = try Self.spawn(path, argv, environment: environment.map { "\($0)=\($1)" },
                                 output: output.write, errors: errors.write)
        } catch {
            for fd in [output.read, output.write, errors.read, errors.write] { close(fd) }
            throw ActionError("\(invocation.origin): cannot start \(program): \(error.message)")
        }
        close(output.write)
        close(errors.write)
        log.write("command \(program) [\(pid)] started by \(invocation.origin)", level: .debug)
        let spawned = SpawnedCommand(pid: pid)
        spawned.forward(output.read, stream: "\(program) [\(pid)] stdout", to: log)
        spawned.forward(errors.read, stream: "\(program) [\(pid)] stderr", to: log)
        spawned.reap(label: "\(program) [\(pid)]", log: log)
        return spawned
    }

    /// The file to execute: a name with a slash as is, any other name searched on PATH.
    static func resolve(_ program: String, path: String?) -> String? {
        if program.contains("/") { return program }
        for directory in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/\(program)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// A pipe whose ends are closed on exec: the child gets only the copies dup2 makes. (A
    /// command's child closes everything above 2 anyway; the flag protects the daemon's other
    /// children, spawned by other code, in the short window before it is set.)
    private static func pipe() throws(ActionError) -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        guard Glibc.pipe(&fds) == 0 else { throw ActionError("cannot create a pipe: \(String(cString: strerror(errno)))") }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    private static func spawn(
        _ path: String, _ argv: [String], environment: [String], output: Int32, errors: Int32
    ) throws(ActionError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
        // Nothing else of the daemon's reaches the child: not its device nodes or sockets, nor
        // another command's pipe (whatever their close-on-exec flags say).
        tactile_spawn_close_from(&actions, 3)

        // The child starts with default signal handling and nothing blocked, whatever the
        // daemon set up for itself, in a process group of its own so that a terminal's ^C
        // aimed at the daemon does not also hit a long-running command.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        var cArguments = argv.map { strdup($0) } + [nil]
        var cEnvironment = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in cArguments { free(pointer) }
            for pointer in cEnvironment { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, &cArguments, &cEnvironment)
        guard result == 0 else { throw ActionError(String(cString: strerror(result))) }
        return pid
    }
}

/// A child started by a command action: its pid, its exit status once reaped, and a bounded
/// wait for its exit and the end of its output (for tests and orderly shutdown).
public final class SpawnedCommand: @unchecked Sendable {
    public let pid: Int32
    private let lock = NSLock()
    private var exitStatus: Int32?
    /// Entered for the exit and for each pipe; left when each is over.
    private let finished = DispatchGroup()

    init(pid: Int32) {
        self.pid = pid
    }

    /// The exit status, or 128 + the signal that killed it; nil while it runs.
    public var status: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return exitStatus
    }

    /// Waits until the child was reaped and both of its pipes were read to the end; false on timeout.
    public func wait(timeout: TimeInterval) -> Bool {
        finished.wait(timeout: .now() + timeout) == .success
    }

    /// Logs each line read from `fd` as `command LABEL: line`, on a thread of its own, until the
    /// child and its descendants have closed the pipe.
    func forward(_ fd: Int32, stream label: String, to log: ActionLog) {
        finished.enter()
        Thread { [finished] in
            let lines = LineBuffer()
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(fd, &chunk, chunk.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                for line in lines.append(chunk[0..<count]) { log.write("command \(label): \(line)", level: .info) }
            }
            if let rest = lines.finish() { log.write("command \(label): \(rest)", level: .info) }
            close(fd)
            finished.leave()
        }.start()
    }

    /// Waits for the child on a thread of its own and logs how it ended.
    func reap(label: String, log: ActionLog) {
        finished.enter()
        Thread { [self] in
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) < 0, errno == EINTR {}
            // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (they are macros).
            let signal = raw & 0x7F
            let status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
            // A clean exit is a detail; a failing command is worth a warning.
            if signal != 0 {
                log.write("command \(label) was killed by signal \(signal)", level: .warning)
            } else {
                log.write("command \(label) exited with status \(status)", level: status == 0 ? .debug : .warning)
            }
            lock.lock()
            exitStatus = status
            lock.unlock()
            finished.leave()
        }.start()
    }
}

/// Splits a byte stream into lines; used by one reader thread only.
final class LineBuffer {
    private var pending: [UInt8] = []

    func append(_ bytes: ArraySlice<UInt8>) -> [String] {
        pending += bytes
        var lines: [String] = []
        while let newline = pending.firstIndex(of: 10) {
            lines.append(String(decoding: pending[..<newline], as: UTF8.self))
            pending.removeSubrange(...newline)
        }
        return lines
    }

    func finish() -> String? {
        defer { pending = [] }
        return pending.isEmpty ? nil : String(decoding: pending, as: UTF8.self)
    }
}
