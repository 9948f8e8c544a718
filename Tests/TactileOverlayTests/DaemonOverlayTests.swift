import Foundation
import TactileIPC
import TactileTestSupport
import Testing

/// `tactile overlay` following a real daemon over its socket: a real IPC server with a real
/// engine, input injected by another client, the overlay on a real sway drawing it; then the
/// daemon goes away and comes back, and the overlay follows the new one.
@Suite(.serialized)
struct DaemonOverlayTests {
    /// Puts a finger down at (x, 300) through the daemon, so it stays on screen.
    private func touchDown(_ harness: ServerHarness, x: Int) throws {
        let client = try harness.client()
        defer { client.close() }
        let line: JSONValue = ["t": 0, "touch": "down", "id": 1, "x": .number(Double(x)), "y": 300]
        let reply = try client.call(1, [("request", "inject"), ("input", .array([line]))])
        #expect(reply["error"] == nil, "inject refused: \(reply.text)")
    }

    private func isTouchDrawn(_ image: PPMImage, x: Int) -> Bool {
        let pixel = image[x, 300]
        return pixel.blue > 80 && Int(pixel.blue) > Int(pixel.red) + 40
    }

    @Test func followsTheDaemonAndReconnectsWhenItComesBack() throws {
        let sway = try HeadlessSway()
        defer { sway.stop() }
        var harness = try ServerHarness()
        let overlay = try OverlayProcess(arguments: ["--socket", harness.path, "--duration", "30"], environment: sway.clientEnvironment)
        defer { overlay.stop() }

        try touchDown(harness, x: 100)
        #expect(poll(within: 5) { (try? sway.screenshot()).map { isTouchDrawn($0, x: 100) } ?? false },
                "the overlay did not draw the daemon's touch")

        // The daemon goes away: the overlay keeps running and waits.
        let path = harness.path
        harness.stopServer()
        #expect(poll(within: 5) { overlay.standardError.contains("the daemon went away") })

        // A new daemon at the same place: the overlay finds it and draws its touches.
        harness = try ServerHarness(at: path)
        defer { harness.stopServer() }
        #expect(poll(within: 5) { overlay.standardError.contains("connected to the daemon again") }, "\(overlay.standardError)")
        try touchDown(harness, x: 300)
        #expect(poll(within: 5) { (try? sway.screenshot()).map { isTouchDrawn($0, x: 300) } ?? false },
                "the overlay did not draw the new daemon's touch")
    }
}

/// The whole path a user runs: `tactile run` as the daemon (no device here: input comes from
/// `tactile ctl inject`, as a compositor that owns the devices would send it), `tactile overlay`
/// following it on a real sway.
@Suite(.serialized)
struct RunningDaemonOverlayTests {
    @Test func theOverlayDrawsWhatTheRunningDaemonSees() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-daemon-overlay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("config.yaml").path
        let socket = directory.appendingPathComponent("tactile.sock").path
        let input = directory.appendingPathComponent("touch.jsonl").path
        try """
            scene:
              windows:
                - id: screen
                  frame: [0, 0, 800, 600]
                  recognizers:
                    - {id: Hold, type: scripted, script: [{when: allTouchesEnded, state: recognized}]}
            """.write(toFile: config, atomically: true, encoding: .utf8)
        try #"{"t":0,"touch":"down","id":1,"x":200,"y":300}"#.write(toFile: input, atomically: true, encoding: .utf8)

        let tactile = try Tools.tactile()
        let daemon = try ChildProcess(tactile, ["run", "--log", "none", "--config", config, "--socket", socket, "--device", "/dev/null"],
                                      environment: ["PATH": "/usr/bin:/bin"], in: directory, name: "daemon")
        defer { daemon.stopAndClean() }
        try #require(poll(within: 20) { FileManager.default.fileExists(atPath: socket) }, "no socket: \(daemon.standardError)")

        let sway = try HeadlessSway()
        defer { sway.stop() }
        let overlay = try OverlayProcess(arguments: ["--socket", socket, "--duration", "30"], environment: sway.clientEnvironment)
        defer { overlay.stop() }

        try runCommand(tactile, ["ctl", "--socket", socket, "inject", input], environment: ["PATH": "/usr/bin:/bin"])
        let drawn = poll(within: 5) {
            guard let image = try? sway.screenshot() else { return false }
            let pixel = image[200, 300]
            return pixel.blue > 80 && Int(pixel.blue) > Int(pixel.red) + 40
        }
        #expect(drawn, "the overlay did not draw the daemon's touch; daemon: \(daemon.standardError.suffix(800)); overlay: \(overlay.standardError.suffix(800))")
    }
}
