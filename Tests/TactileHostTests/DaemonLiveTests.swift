import Foundation
import Testing

/// `tactile run` as the daemon, with real parts: a umockdev touchscreen played by tactile-inject,
/// libinput, a configuration whose binding spawns a command, the IPC socket asked by
/// `tactile ctl`, and the configuration file rewritten while it runs.
extension LiveHostSuite {
@Suite
struct DaemonLiveTests {
    /// Three taps, far enough apart for the test to rewrite the file between them.
    static let script = "tap 400 240\nwait 7s\ntap 400 240\nwait 7s\ntap 400 240\n"

    /// The touchscreen scene, its tap-like recognizer called `tapID`, and a binding that appends
    /// the recognizer's id to `log` on every recognized tap.
    static func configuration(tapID: String, log: String) -> String {
        let scene = TestScenes.touchscreen()
            .replacingOccurrences(of: "{id: tap,", with: "{id: \(tapID),")
            .replacingOccurrences(of: "requireToFail: [tap]", with: "requireToFail: [\(tapID)]")
        precondition(scene.contains("{id: \(tapID),"), "TestScenes.touchscreen no longer names its tap `tap`")
        return scene + """
            bindings:
              - on: {recognizer: \(tapID), state: recognized}
                when: {device: touchscreen}
                do: {command: [sh, -c, 'echo "$TACTILE_RECOGNIZER" >> "$1"', sh, "\(log)"]}

            """
    }

    @Test func bindingsSocketAndReloadInARunningDaemon() throws {
        let rig = try HostRig()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-daemon-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("config.yaml").path
        let socket = directory.appendingPathComponent("tactile.sock").path
        let taps = directory.appendingPathComponent("taps").path
        let script = directory.appendingPathComponent("taps.gesture").path
        try Self.configuration(tapID: "tap", log: taps).write(toFile: config, atomically: true, encoding: .utf8)
        try Self.script.write(toFile: script, atomically: true, encoding: .utf8)

        let daemon = try DaemonProcess(executable: rig.buildDirectory.appendingPathComponent("tactile-inject").path,
                                       directory: directory, arguments: [
            "run", "--device", rig.device("atmel-touchscreen"), "--play", "atmel-touchscreen=\(script)",
            "--wait-ready", "--linger", "1500", "--timeout", "55", "--",
            rig.tactile, "run", "--log", "jsonl", "--config", config, "--socket", socket,
            "--device", TouchscreenLiveTests.device,
        ])
        defer { daemon.stop() }
        func tapLog() -> [String] {
            ((try? String(contentsOfFile: taps, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        // The first tap: the binding's command really ran.
        try #require(waitUntil(seconds: 8) { tapLog().count == 1 }, "\(daemon.report)")
        #expect(tapLog() == ["tap"])

        // The socket answers: the recognizers of the running configuration.
        let listed = try rig.ctl(socket: socket, "recognizers")
        #expect(listed.status == 0, "\(listed.output)")
        #expect(listed.output.contains("\"id\":\"tap\""), "\(listed.output)")

        // A broken file: reported on standard error and to `reload`; the daemon keeps the old one.
        try "scene:\n  windows: [oops\n".write(toFile: config, atomically: true, encoding: .utf8)
        #expect(waitUntil(seconds: 4) { daemon.errors.contains("reload failed") }, "\(daemon.report)")
        #expect(daemon.errors.contains("\(config):"), "the error names the file: \(daemon.errors)")
        let reload = try rig.ctl(socket: socket, "reload")
        #expect(reload.status != 0 && reload.output.contains("reload"), "\(reload.output)")

        // The second tap is still recognized, under the last good configuration.
        #expect(waitUntil(seconds: 9) { tapLog().count == 2 }, "\(daemon.report)")
        #expect(tapLog().last == "tap")

        // A fixed file with a renamed recognizer: reloaded, listed, and its binding fires.
        try Self.configuration(tapID: "tapAgain", log: taps).write(toFile: config, atomically: true, encoding: .utf8)
        #expect(waitUntil(seconds: 4) { (try? rig.ctl(socket: socket, "recognizers"))?.output.contains("\"id\":\"tapAgain\"") == true },
                "\(daemon.report)")
        #expect(waitUntil(seconds: 9) { tapLog().count == 3 }, "\(daemon.report)")
        #expect(tapLog().last == "tapAgain")

        let status = daemon.wait(seconds: 15)
        #expect(status == 0, "\(daemon.report)")
        // The log is the engine's records throughout, and the tap of each configuration is in it.
        let states = daemon.lines.filter { $0.contains("\"kind\":\"state\"") && $0.contains("\"to\":\"recognized\"") }
        #expect(states.count == 3, "\(daemon.lines)")
    }
}
}

/// Polls `condition` every 50 ms for up to `seconds`.
func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        usleep(50_000)
    }
    return condition()
}
