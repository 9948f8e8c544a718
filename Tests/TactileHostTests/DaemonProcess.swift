import Foundation

/// A process started in the background, its output in files, so a test can talk to the daemon
/// while it runs (HostRig.run waits for the end instead): `tactile-inject … -- tactile run …`,
/// `tactile run` alone, or a `tactile ctl subscribe` client.
final class DaemonProcess {
    let process = Process()
    let output: URL
    let errorOutput: URL

    /// Runs `executable`; `name` names its output files in `directory`.
    /// `environment` nil: the test's own.
    init(executable: String, directory: URL, name: String = "daemon", arguments: [String],
         environment: [String: String]? = nil) throws {
        output = directory.appendingPathComponent("\(name).out")
        errorOutput = directory.appendingPathComponent("\(name).err")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorOutput.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errorOutput)
        try process.run()
    }

    var lines: [String] {
        ((try? String(contentsOf: output, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// The injector's, libinput's and the daemon's standard error.
    var errors: String { (try? String(contentsOf: errorOutput, encoding: .utf8)) ?? "" }

    /// For failure messages: the end of both outputs.
    var report: String { "stderr:\n\(errors.suffix(3000))\nstdout (last lines):\n\(lines.suffix(15).joined(separator: "\n"))" }

    /// The exit status, or nil when it did not end in time.
    func wait(seconds: Double) -> Int32? {
        guard waitUntil(seconds: seconds, { !process.isRunning }) else { return nil }
        return process.terminationStatus
    }

    /// Ends the injector (which ends its daemon) if it still runs.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        if wait(seconds: 3) == nil { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}

extension HostRig {
    /// `tactile ctl --socket SOCKET ARGUMENTS…`: its exit status and standard output and error.
    func ctl(socket: String, _ arguments: String...) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tactile)
        process.arguments = ["ctl", "--socket", socket, "--timeout", "5"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
