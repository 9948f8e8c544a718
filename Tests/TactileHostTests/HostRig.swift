import Foundation
import TactileTestSupport
import Testing

/// Runs `tactile-inject` with `tactile run --log jsonl` as the command under test: real libinput
/// over umockdev devices, the host's live loop, the engine's records on standard output.
struct HostRig {
    let buildDirectory: URL
    let repositoryRoot: URL

    /// Finds the built tools next to the test bundle; fails with instructions when they or
    /// umockdev are missing, so a machine without them fails loudly instead of skipping.
    init() throws {
        let products = try BuildProducts(requiring: [
            ("tactile-inject", "swift build --product tactile-inject"),
            ("tactile", "swift build --product tactile"),
            ("libTactileUmockdevFix.so", "swift build --product TactileUmockdevFix"),
        ])
        buildDirectory = products.directory
        repositoryRoot = products.repositoryRoot
    }

    var tactile: String { buildDirectory.appendingPathComponent("tactile").path }

    /// A file of ../shared/data/input-recordings.
    func recording(_ relativePath: String) -> String {
        repositoryRoot.appendingPathComponent("../shared/data/input-recordings/\(relativePath)").standardizedFileURL.path
    }

    /// A device base: a name under Tests/Devices, or an absolute base path.
    func device(_ name: String) -> String {
        if name.hasPrefix("/") { return name }
        return repositoryRoot.appendingPathComponent("Tests/Devices/\(name)").path
    }

    /// Plays gesture `scripts` (device name → script text) into `tactile run` with the scene
    /// `config`, reading `devices` (paths; empty = the udev seat). Also records the input.
    /// `recordings` plays real recordings instead (device name → evemu or libinput record file).
    /// `plugs` and `unplugs` (device name → ms after playback starts) hot-plug devices; a plugged
    /// device is not there at the start, and its script's times count from playback's start too.
    func run(config: String, scripts: [String: String], recordings: [String: String] = [:], devices: [String],
             plugs: [String: Double] = [:], unplugs: [String: Double] = [:],
             extraArguments: [String] = [], signals: [(seconds: Double, signal: Int32)] = [],
             linger: Int = 400, timeout: Double = 40) throws -> HostRun {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-host-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let configFile = directory.appendingPathComponent("scene.yaml")
        try config.write(to: configFile, atomically: true, encoding: .utf8)
        let recording = directory.appendingPathComponent("recording.yaml")
        let output = directory.appendingPathComponent("out.jsonl"), errors = directory.appendingPathComponent("err.log")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)

        var arguments = ["run"]
        for (name, script) in scripts.sorted(by: { $0.key < $1.key }) {
            let file = directory.appendingPathComponent("\(name).gesture")
            try script.write(to: file, atomically: true, encoding: .utf8)
            if plugs[name] == nil { arguments += ["--device", device(name)] }
            arguments += ["--play", "\(name)=\(file.path)"]
        }
        for (name, time) in plugs.sorted(by: { $0.key < $1.key }) { arguments += ["--plug", "\(device(name))@\(time)"] }
        for (name, time) in unplugs.sorted(by: { $0.key < $1.key }) { arguments += ["--unplug", "\(name)@\(time)"] }
        for (name, path) in recordings.sorted(by: { $0.key < $1.key }) {
            arguments += ["--device", device(name), "--play", "\(URL(fileURLWithPath: name).lastPathComponent)=\(path)"]
        }
        arguments += ["--wait-ready", "--linger", String(linger), "--timeout", String(Int(timeout - 5)), "--",
                      tactile, "run", "--log", "jsonl", "--config", configFile.path, "--record", recording.path,
                      // A socket of its own: never the user's $XDG_RUNTIME_DIR/tactile.sock.
                      "--socket", directory.appendingPathComponent("tactile.sock").path]
        for path in devices { arguments += ["--device", path] }
        arguments += extraArguments

        let process = Process()
        process.executableURL = buildDirectory.appendingPathComponent("tactile-inject")
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let started = Date()
        let deadline = started.addingTimeInterval(timeout)
        var signals = signals
        while process.isRunning, Date() < deadline {
            usleep(5_000)
            // Signals go to the host only: the injector's one child, found by its parent pid.
            if let next = signals.first, Date().timeIntervalSince(started) >= next.seconds,
               let host = Self.child(of: process.processIdentifier) {
                kill(host, next.signal)
                signals.removeFirst()
            }
        }
        if process.isRunning {
            process.terminate()
            usleep(500_000)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            throw HostRigError("tactile-inject did not finish within \(timeout) s")
        }
        let log = try String(contentsOf: output, encoding: .utf8)
        return HostRun(status: process.terminationStatus,
                       lines: log.split(separator: "\n").map(String.init),
                       errors: try String(contentsOf: errors, encoding: .utf8),
                       recording: (try? String(contentsOf: recording, encoding: .utf8)) ?? "")
    }

    /// The pid of `parent`'s child process, from /proc/PID/stat (field 4 is the parent pid).
    static func child(of parent: Int32) -> Int32? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, Int32(fields[1]) == parent { return pid }
        }
        return nil
    }

    /// `tactile replay` of a scenario text: its log lines.
    func replay(_ scenario: String) throws -> (status: Int32, lines: [String]) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-replay-\(UUID().uuidString).yaml")
        try scenario.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tactile)
        process.arguments = ["replay", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
    }
}

struct HostRigError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// What one `tactile run` under the injector produced.
struct HostRun {
    var status: Int32
    /// Standard output: the replay log, one JSON object per line.
    var lines: [String]
    /// The injector's, libinput's and the host's standard error.
    var errors: String
    /// The `--record` file.
    var recording: String

    var records: [LogRecord] { lines.map(LogRecord.init) }

    /// `state` records of one recognizer as `TO@t` pairs.
    func states(_ recognizer: String) -> [(to: String, time: Double)] {
        records.filter { $0.kind == "state" && $0.string("recognizer") == recognizer }
            .map { ($0.string("to") ?? "", $0.time) }
    }

    func actions(_ recognizer: String) -> [LogRecord] {
        records.filter { $0.kind == "action" && $0.string("recognizer") == recognizer }
    }

    func views(_ view: String, _ call: String) -> [LogRecord] {
        records.filter { $0.kind == "view" && $0.string("view") == view && $0.string("call") == call }
    }

    /// The recording's touch lines, decoded loosely: (t, action, id, x, y).
    var recordedTouches: [RecordedTouch] {
        recording.split(separator: "\n").compactMap(RecordedTouch.init)
    }
}

/// One line of the replay log.
struct LogRecord: CustomStringConvertible {
    let fields: [String: Any]
    let description: String

    init(_ line: String) {
        description = line
        fields = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
    }

    var kind: String { string("kind") ?? "" }
    var time: Double { (fields["t"] as? NSNumber)?.doubleValue ?? .nan }
    func string(_ key: String) -> String? { fields[key] as? String }
    func number(_ key: String) -> Double? { (fields[key] as? NSNumber)?.doubleValue }
    var location: (x: Double, y: Double)? {
        guard let pair = fields["location"] as? [NSNumber], pair.count == 2 else { return nil }
        return (pair[0].doubleValue, pair[1].doubleValue)
    }
}

/// `  - {t: 12.5, touch: down, id: 0, x: 400, y: 240}` from a recording.
struct RecordedTouch {
    var time: Double
    var action: String
    var id: Int
    var x: Double?
    var y: Double?

    init?(_ line: Substring) {
        guard let open = line.firstIndex(of: "{"), let close = line.lastIndex(of: "}") else { return nil }
        var values: [String: String] = [:]
        for pair in line[line.index(after: open)..<close].split(separator: ",") {
            let parts = pair.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2 { values[parts[0]] = parts[1] }
        }
        guard let t = values["t"].flatMap(Double.init), let action = values["touch"], let id = values["id"].flatMap(Int.init) else {
            return nil
        }
        time = t
        self.action = action
        self.id = id
        x = values["x"].flatMap(Double.init)
        y = values["y"].flatMap(Double.init)
    }
}

extension HostRig {
    /// Whether the `tactile` under test has a recognizer type (the standard ones arrive with
    /// the standard plugin): replays a one-recognizer scenario and looks at the exit status.
    func knows(type: String) throws -> Bool {
        let scenario = """
            scene:
              windows:
                - id: W
                  frame: [0, 0, 10, 10]
                  recognizers:
                    - {id: R, type: \(type)}
            """
        return try replay(scenario).status == 0
    }
}
