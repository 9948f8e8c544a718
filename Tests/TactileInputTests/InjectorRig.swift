import Foundation
import TactileTestSupport
import Testing

/// Runs `tactile-inject` with `tactile-libinput-dump` as the command under test and collects
/// the dump's event lines. The test process itself is never preloaded: only the injector's
/// child is.
struct InjectorRig {
    let buildDirectory: URL
    let repositoryRoot: URL

    /// Finds the built tools; fails with instructions when they or umockdev/libinput are missing,
    /// so a machine without them fails loudly instead of skipping.
    init() throws {
        let products = try BuildProducts(requiring: [
            ("tactile-inject", "swift build --product tactile-inject"),
            ("tactile-libinput-dump", "swift build --product tactile-libinput-dump"),
            ("libTactileUmockdevFix.so", "swift build --product TactileUmockdevFix"),
        ])
        buildDirectory = products.directory
        repositoryRoot = products.repositoryRoot
        let preload = ["/usr/lib/x86_64-linux-gnu/libumockdev-preload.so.0", "/usr/lib/aarch64-linux-gnu/libumockdev-preload.so.0",
                       "/usr/lib/libumockdev-preload.so.0", "/usr/lib64/libumockdev-preload.so.0"]
        guard preload.contains(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw RigError("libumockdev-preload.so.0 not found: install umockdev and libumockdev-dev (scripts/setup does)")
        }
    }

    /// A device base: a name under Tests/Devices, or an absolute base path.
    func device(_ name: String) -> String {
        name.hasPrefix("/") ? name : repositoryRoot.appendingPathComponent("Tests/Devices/\(name)").path
    }

    func recording(_ relativePath: String) -> String {
        repositoryRoot.appendingPathComponent("../shared/data/input-recordings/\(relativePath)").standardizedFileURL.path
    }

    /// Writes `script` to a temporary file and plays it on `device`.
    func play(script: String, on device: String, size: String = "1600x960") throws -> DumpRun {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-\(UUID().uuidString).gesture")
        try script.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let name = URL(fileURLWithPath: device).lastPathComponent
        return try run(devices: [device], plays: ["\(name)=\(file.path)"], size: size)
    }

    /// Runs the injector with devices (names under Tests/Devices) and `--play` arguments;
    /// `injectorArguments` go to the injector (`--plug`, `--unplug`).
    func run(devices: [String], plays: [String], size: String = "1600x960", dumpArguments: [String] = [],
             injectorArguments: [String] = [], timeout: Double = 30) throws -> DumpRun {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-\(UUID().uuidString).out")
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        let process = Process()
        process.executableURL = buildDirectory.appendingPathComponent("tactile-inject")
        var arguments = ["run"]
        for name in devices { arguments += ["--device", device(name)] }
        for play in plays { arguments += ["--play", play] }
        arguments += injectorArguments
        arguments += ["--wait-ready", "--linger", "400", "--timeout", String(timeout - 5), "--",
                      buildDirectory.appendingPathComponent("tactile-libinput-dump").path, "--size", size] + dumpArguments
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        let started = Date()
        try process.run()
        let deadline = started.addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            usleep(500_000)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            throw RigError("tactile-inject did not finish within \(timeout) s")
        }
        let elapsed = Date().timeIntervalSince(started)
        let lines = (try String(contentsOf: output, encoding: .utf8)).split(separator: "\n").map { EventLine(String($0)) }
        let log = try String(contentsOf: errors, encoding: .utf8)
        return DumpRun(status: process.terminationStatus, events: lines, log: log, seconds: elapsed)
    }
}

struct RigError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// What one injector run produced.
struct DumpRun {
    var status: Int32
    var events: [EventLine]
    /// The injector's and libinput's stderr (timing report, warnings).
    var log: String
    var seconds: Double

    func of(_ kind: String) -> [EventLine] { events.filter { $0.kind == kind } }
}

/// A parsed line of tactile-libinput-dump: `TIME DEVICE KIND key=value ...`.
struct EventLine: CustomStringConvertible {
    var time: UInt64
    var device: String
    var kind: String
    var fields: [String: String]
    var description: String

    init(_ line: String) {
        description = line
        let words = line.split(separator: " ")
        time = words.first.flatMap { UInt64($0) } ?? 0
        device = words.count > 1 ? String(words[1]) : ""
        kind = words.count > 2 ? String(words[2]) : ""
        fields = [:]
        for word in words.dropFirst(3) {
            let parts = word.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
    }

    func number(_ key: String) -> Double? { fields[key].flatMap(Double.init) }
}
