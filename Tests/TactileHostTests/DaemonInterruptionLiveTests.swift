import Foundation
import Testing

/// What the daemon does to touches that are down when a client pauses it or the configuration
/// is reloaded: device input goes through the IPC `Daemon`, so a pause drops it, and both cancel
/// the touches that are down (a system cancel) instead of leaving recognizers waiting.
extension LiveHostSuite {
@Suite
struct DaemonInterruptionLiveTests {
    /// Starts `tactile run` as the daemon under tactile-inject playing `script` on the touchscreen.
    static func start(_ rig: HostRig, in directory: URL, config: String, script: String) throws -> (DaemonProcess, socket: String) {
        let configPath = directory.appendingPathComponent("config.yaml").path
        let socket = directory.appendingPathComponent("tactile.sock").path
        let scriptPath = directory.appendingPathComponent("touch.gesture").path
        try config.write(toFile: configPath, atomically: true, encoding: .utf8)
        try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let daemon = try DaemonProcess(executable: rig.buildDirectory.appendingPathComponent("tactile-inject").path,
                                       directory: directory, arguments: [
            "run", "--device", rig.device("atmel-touchscreen"), "--play", "atmel-touchscreen=\(scriptPath)",
            "--wait-ready", "--linger", "800", "--timeout", "40", "--",
            rig.tactile, "run", "--log", "jsonl", "--config", configPath, "--socket", socket,
            "--device", TouchscreenLiveTests.device,
        ])
        return (daemon, socket)
    }

    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-interrupt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func pausedDevicesAreIgnoredUntilResumed() throws {
        let rig = try HostRig()
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let taps = directory.appendingPathComponent("taps").path
        let config = DaemonLiveTests.configuration(tapID: "tap", log: taps)
        // The first tap comes 2 s after the daemon is ready (paused by then), the second 4 s later
        // (resumed by then).
        let (daemon, socket) = try Self.start(rig, in: directory, config: config,
                                              script: "wait 2s\ntap 400 240\nwait 4s\ntap 400 240\n")
        defer { daemon.stop() }
        try #require(waitUntil(seconds: 20) { FileManager.default.fileExists(atPath: socket) }, "\(daemon.report)")
        let paused = try rig.ctl(socket: socket, "pause")
        #expect(paused.output.contains("\"paused\":1"), "\(paused.output)")
        // While paused, the first tap reaches nobody: no view record at all.
        usleep(3_500_000)
        #expect(!daemon.lines.contains { $0.contains("touchesBegan") }, "\(daemon.report)")
        #expect(try rig.ctl(socket: socket, "resume").output.contains("\"paused\":0"))
        #expect(daemon.wait(seconds: 15) == 0, "\(daemon.report)")
        #expect(daemon.lines.filter { $0.contains("\"to\":\"recognized\"") }.count == 1, "\(daemon.lines)")
        #expect(((try? String(contentsOfFile: taps, encoding: .utf8)) ?? "") == "tap\n")
    }

    @Test func reloadCancelsATouchThatIsDownAndItsLiftIsIgnored() throws {
        let rig = try HostRig()
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let taps = directory.appendingPathComponent("taps").path
        let config = DaemonLiveTests.configuration(tapID: "tap", log: taps)
        // A finger held 4 s: the configuration is replaced while it is down.
        let (daemon, socket) = try Self.start(rig, in: directory, config: config, script: "down 0 400 240\nwait 4s\nup 0\n")
        defer { daemon.stop() }
        try #require(waitUntil(seconds: 20) { daemon.lines.contains { $0.contains("touchesBegan") } }, "\(daemon.report)")
        try DaemonLiveTests.configuration(tapID: "tapAgain", log: taps)
            .write(toFile: directory.appendingPathComponent("config.yaml").path, atomically: true, encoding: .utf8)
        #expect(waitUntil(seconds: 4) { (try? rig.ctl(socket: socket, "recognizers"))?.output.contains("tapAgain") == true })
        #expect(daemon.wait(seconds: 15) == 0, "\(daemon.report)")
        let lines = daemon.lines
        // The old scene's view saw its touch cancelled, and the tap failed rather than hung.
        #expect(lines.contains { $0.contains("\"view\":\"area\"") && $0.contains("touchesCancelled") }, "\(lines)")
        #expect(lines.contains { $0.contains("\"recognizer\":\"tap\"") && $0.contains("\"to\":\"failed\"") }, "\(lines)")
        // The lift reaches neither scene: no recognized tap, no binding, no "not down" warning.
        #expect(!lines.contains { $0.contains("\"to\":\"recognized\"") }, "\(lines)")
        #expect(!lines.contains { $0.contains("\"kind\":\"warning\"") }, "\(lines)")
        #expect(!FileManager.default.fileExists(atPath: taps))
    }
}
}
