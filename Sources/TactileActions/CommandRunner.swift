import Foundation

/// Spawns command actions. Each child gets the daemon's environment plus the gesture's
/// variables (`GestureEnvironment`), its own pipes for standard output and error, whose lines go
/// to the log, and is reaped when it exits (Foundation's Process waits for it), so a daemon that
/// runs for weeks leaves no zombies. Spawning never blocks on the child.
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = Array(argv.dropFirst())
        process.environment = baseEnvironment.merging(GestureEnvironment.variables(for: invocation)) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let spawned = SpawnedCommand(label: program)
        let log = self.log
        spawned.forward(output, stream: "stdout", to: log)
        spawned.forward(errors, stream: "stderr", to: log)
        spawned.finished.enter()
        process.terminationHandler = { process in
            let how = process.terminationReason == .exit ? "exited with status" : "was killed by signal"
            log.write("command \(program) [\(process.processIdentifier)] \(how) \(process.terminationStatus)")
            spawned.status = process.terminationStatus
            spawned.finished.leave()
        }
        do {
            try process.run()
        } catch {
            throw ActionError("\(invocation.origin): cannot start \(program): \(error.localizedDescription)")
        }
        spawned.pid = process.processIdentifier
        log.write("command \(program) [\(spawned.pid)] started by \(invocation.origin)")
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
}

/// A child started by a command action: its pid, and for tests and orderly shutdown a bounded
/// wait for its exit and the end of its output.
public final class SpawnedCommand: @unchecked Sendable {
    // Written before `finished` is left and read after waiting on it.
    public internal(set) var pid: Int32 = 0
    public internal(set) var status: Int32?
    let label: String
    let finished = DispatchGroup()

    init(label: String) {
        self.label = label
    }

    /// Waits until the child exited and both of its pipes were read to the end; false on timeout.
    public func wait(timeout: TimeInterval) -> Bool {
        finished.wait(timeout: .now() + timeout) == .success
    }

    /// Sends each line the child writes to `stream` to the log as `command NAME [PID] stdout: …`.
    func forward(_ pipe: Pipe, stream: String, to log: ActionLog) {
        finished.enter()
        let buffer = LineBuffer()
        pipe.fileHandleForReading.readabilityHandler = { [self] handle in
            let data = handle.availableData
            if data.isEmpty {
                handle.readabilityHandler = nil
                if let rest = buffer.finish() { log.write("command \(label) [\(pid)] \(stream): \(rest)") }
                finished.leave()
                return
            }
            for line in buffer.append(data) { log.write("command \(label) [\(pid)] \(stream): \(line)") }
        }
    }
}

/// Splits a byte stream into lines; the pipe handler is its only user, one call at a time.
final class LineBuffer: @unchecked Sendable {
    private var pending = Data()

    func append(_ data: Data) -> [String] {
        pending.append(data)
        var lines: [String] = []
        while let newline = pending.firstIndex(of: 10) {
            lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
            pending = Data(pending[(newline + 1)...])
        }
        return lines
    }

    func finish() -> String? {
        defer { pending = Data() }
        return pending.isEmpty ? nil : String(decoding: pending, as: UTF8.self)
    }
}
