import Foundation
import Testing

/// `tactile run` and `tactile record` as processes: they run on without usable devices and end
/// cleanly (status 0, recording closed) on SIGINT and SIGTERM. No umockdev needed.
extension LiveHostSuite {
@Suite
struct LifecycleTests {
    @Test(arguments: [(["run", "--log", "jsonl", "--record"], SIGINT), (["record"], SIGTERM)])
    func endsCleanlyOnSignalAndRunsOnWithoutDevices(command: [String], signal: Int32) throws {
        let rig = try HostRig()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-life-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let recording = directory.appendingPathComponent("r.yaml"), errors = directory.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: rig.tactile)
        process.arguments = command + [recording.path, "--device", "/nonexistent/event99"]
            // The daemon's socket in the test's directory, never the user's.
            + (command[0] == "run" ? ["--socket", directory.appendingPathComponent("tactile.sock").path] : [])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        var message = ""
        let deadline = Date().addingTimeInterval(10)
        while message.isEmpty, Date() < deadline {
            usleep(20_000)
            message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        }
        #expect(message.contains("/nonexistent/event99"), "\(message)")
        usleep(200_000)
        #expect(process.isRunning, "the host runs on without devices")
        kill(process.processIdentifier, signal)
        let stop = Date().addingTimeInterval(5)
        while process.isRunning, Date() < stop { usleep(10_000) }
        #expect(!process.isRunning, "ended within 5 s of the signal")
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        let text = try String(contentsOf: recording, encoding: .utf8)
        #expect(text.hasSuffix("input:\n  []\n"), "the recording is closed: \(text)")
        #expect(try rig.replay(text).status == 0)
    }

    @Test func anInvalidConfigurationExitsWithStatus2AndSaysWhere() throws {
        let rig = try HostRig()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-bad-\(UUID().uuidString).yaml")
        try "scene:\n  windows: []\nwhatever: 1\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: rig.tactile)
        process.arguments = ["run", "--config", file.path, "--device", "/nonexistent/event99"]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(text.contains("\(file.path):3:1: unknown key 'whatever'"), "\(text)")
    }
}
}
