import Foundation
import Testing

/// `tactile run` without devices (`--device /dev/null` is reported and skipped), driven through
/// its socket: a directory of its own with the configuration, the socket and files the bindings'
/// commands write. For the daemon tests that inject input with `tactile ctl inject`.
final class SocketDaemon {
    let rig: HostRig
    let directory: URL
    let config: String
    let socket: String
    let process: DaemonProcess
    private var injections = 0

    /// Writes `configuration` (every `DIR` in it replaced by the directory) and starts the
    /// daemon on it; returns once the socket exists.
    init(configuration: String) throws {
        rig = try HostRig()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-daemon-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        config = directory.appendingPathComponent("config.yaml").path
        socket = directory.appendingPathComponent("tactile.sock").path
        try Self.write(configuration, to: config, directory: directory)
        process = try DaemonProcess(executable: rig.tactile, directory: directory, arguments: [
            "run", "--log", "none", "--config", config, "--socket", socket, "--device", "/dev/null",
        ])
        try #require(waitUntil(seconds: 20) { FileManager.default.fileExists(atPath: socket) }, "\(process.report)")
    }

    deinit {
        process.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// A file in the directory.
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    func contents(_ name: String) -> String { (try? String(contentsOfFile: path(name), encoding: .utf8)) ?? "" }

    func write(configuration: String) throws {
        try Self.write(configuration, to: config, directory: directory)
    }

    private static func write(_ configuration: String, to file: String, directory: URL) throws {
        try configuration.replacingOccurrences(of: "DIR", with: directory.path).write(toFile: file, atomically: true, encoding: .utf8)
    }

    /// `tactile ctl inject` of these JSON lines (one connection, so one time base); expects all applied.
    func inject(_ lines: [String]) throws {
        injections += 1
        let file = path("inject-\(injections).jsonl")
        try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let result = try rig.ctl(socket: socket, "inject", file)
        #expect(result.status == 0 && result.output.contains("\"applied\":\(lines.count)"), "\(result.output)")
    }

    /// A one-finger tap at `t` (down, up 50 ms later), as JSON input lines.
    static func tap(at t: Int, id: Int = 1) -> [String] {
        ["{\"t\":\(t),\"touch\":\"down\",\"id\":\(id),\"x\":10,\"y\":10}", "{\"t\":\(t + 50),\"touch\":\"up\",\"id\":\(id)}"]
    }
}
