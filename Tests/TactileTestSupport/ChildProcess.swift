import Foundation

/// A process a test starts and must end: stdout and stderr go to files the test can poll, and
/// `stop()` kills it by pid and waits for it with a bound (PID 1 here does not reap orphans).
public final class ChildProcess {
    public let process = Process()
    public let outputURL: URL
    public let errorURL: URL

    /// Where the test writes the child's standard input, when it asked for a pipe.
    public let input: Pipe?

    public init(_ executable: String, _ arguments: [String], environment: [String: String],
                in directory: URL = FileManager.default.temporaryDirectory,
                name: String = "child-\(UUID().uuidString)", pipeInput: Bool = false) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        outputURL = directory.appendingPathComponent("\(name).out")
        errorURL = directory.appendingPathComponent("\(name).err")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        input = pipeInput ? Pipe() : nil
        process.standardInput = input ?? FileHandle.nullDevice
        try process.run()
    }

    public var pid: Int32 { process.processIdentifier }

    public var standardError: String { (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "" }

    public var standardOutput: String { (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "" }

    /// Standard output, line by line, as far as it has been written.
    public var outputLines: [String] { standardOutput.split(separator: "\n").map(String.init) }

    /// SIGTERM, then SIGKILL if it is still there after `grace` seconds; waits at most 5 s more.
    public func stop(grace: Double = 2) {
        guard process.isRunning else { return }
        kill(pid, SIGTERM)
        if !waitForExit(within: grace) {
            kill(pid, SIGKILL)
            _ = waitForExit(within: 5)
        }
    }

    /// Stops it and removes its output files.
    public func stopAndClean() {
        stop()
        try? FileManager.default.removeItem(at: outputURL)
        try? FileManager.default.removeItem(at: errorURL)
    }

    /// Whether the process ended within `seconds`.
    public func waitForExit(within seconds: Double) -> Bool {
        poll(within: seconds) { !self.process.isRunning }
    }
}

/// Polls `condition` every 20 ms until it holds or `seconds` pass; every wait in these tests is
/// bounded this way.
public func poll(within seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if try condition() { return true }
        Thread.sleep(forTimeInterval: 0.02)
    }
    return try condition()
}

/// Runs a short command to completion (bounded) and returns its standard output.
@discardableResult
public func runCommand(_ executable: String, _ arguments: [String], environment: [String: String], timeout: Double = 10) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Read before waiting: a full pipe would otherwise block the child forever.
    let data = output.fileHandleForReading.readDataToEndOfFile()
    if !poll(within: timeout, { !process.isRunning }) {
        kill(process.processIdentifier, SIGKILL)
        _ = poll(within: 5) { !process.isRunning }
        throw HarnessError("\(executable) \(arguments.joined(separator: " ")) did not finish in \(timeout) s")
    }
    guard process.terminationStatus == 0 else {
        throw HarnessError("\(executable) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
    }
    return String(decoding: data, as: UTF8.self)
}


