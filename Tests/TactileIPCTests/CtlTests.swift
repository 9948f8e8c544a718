import Foundation
import Testing
import TactileIPC
import TactileTestSupport

/// `tactile ctl`, the real binary built next to the tests, as root and as `nobody`.
@Suite struct CtlTests {
    /// The `tactile` executable, copied to a directory every user can read: the build directory
    /// may not be reachable for `nobody`.
    static func ctlBinary(into directory: URL) throws -> String {
        let built = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [built, Bundle.main.bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL]
            .map { $0.appendingPathComponent("tactile").path }
        guard let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw HarnessError("tactile not found next to the tests (looked in \(candidates)); swift build --product tactile")
        }
        let copy = directory.appendingPathComponent("tactile").path
        try? FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: found, toPath: copy)
        chmod(copy, 0o755)
        return copy
    }

    /// Runs a command to completion (at most `timeout` seconds) and returns status and output.
    static func run(_ executable: String, _ arguments: [String], input: String? = nil, timeout: Double = 20) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        if !waitUntil(seconds: timeout, { !process.isRunning }) {
            kill(process.processIdentifier, SIGKILL)
            _ = waitUntil(seconds: 5) { !process.isRunning }
            throw HarnessError("\(arguments) did not finish in \(timeout) s")
        }
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func ctlListsInjectsSubscribesAndExplains() throws {
        let harness = try ServerHarness()
        defer { harness.stopServer() }
        let tactile = try Self.ctlBinary(into: harness.directory)
        let list = try Self.run(tactile, ["ctl", "--socket", harness.path, "recognizers"])
        #expect(list.status == 0)
        #expect(list.output.contains(#""id":"Sc""#))

        // A subscriber in its own process, stopping after 3 state records. Its output goes to a
        // file the test polls, so every wait is bounded.
        let outputPath = harness.directory.appendingPathComponent("subscriber.out").path
        #expect(FileManager.default.createFile(atPath: outputPath, contents: nil))
        let subscriber = Process()
        subscriber.executableURL = URL(fileURLWithPath: tactile)
        subscriber.arguments = ["ctl", "--socket", harness.path, "--count", "3", "subscribe", "state"]
        subscriber.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        try subscriber.run()
        defer { if subscriber.isRunning { kill(subscriber.processIdentifier, SIGKILL) } }
        let output = { (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" }
        // Its subscribe reply is printed once the subscription is in place.
        #expect(waitUntil(seconds: 10) { output().contains(#""ok":true"#) })

        let input = strokeLines(moves: 2).map(\.text).joined(separator: "\n") + "\n"
        let injected = try Self.run(tactile, ["ctl", "--socket", harness.path, "inject", "-"], input: input)
        #expect(injected.status == 0)
        #expect(injected.output.contains(#""applied":4"#))

        let exited = waitUntil(seconds: 10) { !subscriber.isRunning }
        #expect(exited)
        if exited { #expect(subscriber.terminationStatus == 0) }
        let lines = output().split(separator: "\n").map(String.init)
        #expect(lines.first?.contains(#""ok":true"#) == true)
        #expect(lines.dropFirst().map { $0.contains(#""kind":"state""#) } == [true, true, true])

        let explain = try Self.run(tactile, ["ctl", "--socket", harness.path, "explain"])
        #expect(explain.status == 0)
        #expect(explain.output.contains(#""outcome":"won""#))
        let resume = try Self.run(tactile, ["ctl", "--socket", harness.path, "resume"])
        #expect(resume.status == 1)
        #expect(resume.output.contains("not-paused"))
    }

    @Test func aConnectionFromAnotherUserIsRefused() throws {
        let harness = try ServerHarness(directoryMode: 0o755)
        defer { harness.stopServer() }
        let tactile = try Self.ctlBinary(into: harness.directory)
        // Open the socket's mode (as a misconfigured runtime directory might) so the connection
        // reaches accept, where SO_PEERCRED must refuse it.
        #expect(chmod(harness.path, 0o666) == 0)
        let refused = try Self.run("/usr/bin/setpriv", ["--reuid=nobody", "--regid=nogroup", "--clear-groups",
                                                         tactile, "ctl", "--socket", harness.path, "recognizers"])
        #expect(refused.status == 1)
        #expect(refused.output.contains(#""code":"forbidden""#))
        #expect(!refused.output.contains("recognizers\""))
        // The owner is still served.
        let client = try harness.client()
        #expect(try client.call(1, [("request", "recognizers")])["recognizers"] != nil)
    }
}
