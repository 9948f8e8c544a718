import Foundation
import Testing

/// `tactile run`'s socket without a device (`--device /dev/null` is reported and skipped):
/// input injected with `tactile ctl inject` drives recognition, the binding's `ipc` action
/// reaches an `event` subscriber, its `command` action runs, and a broken file reaches a
/// `warning` subscriber while the last good configuration keeps working.
struct DaemonSocketTests {
    static let configuration = TestScenes.screenTap(bindings: """
          - on: {recognizer: tap, state: recognized}
            do: {ipc: {event: tapped, note: hi}}
          - on: {recognizer: tap, state: recognized}
            do: {command: [sh, -c, 'echo "$TACTILE_RECOGNIZER" >> "$1"', sh, "LOG"]}

        """)

    @Test func injectedTapFiresIpcAndCommandActionsAndBrokenFilesWarnSubscribers() throws {
        let rig = try HostRig()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-socket-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("config.yaml").path
        let socket = directory.appendingPathComponent("tactile.sock").path
        let log = directory.appendingPathComponent("taps").path
        let input = directory.appendingPathComponent("tap.jsonl").path
        try Self.configuration.replacingOccurrences(of: "LOG", with: log).write(toFile: config, atomically: true, encoding: .utf8)
        try "{\"t\":0,\"touch\":\"down\",\"id\":1,\"x\":10,\"y\":10}\n{\"t\":50,\"touch\":\"up\",\"id\":1}\n"
            .write(toFile: input, atomically: true, encoding: .utf8)

        let daemon = try DaemonProcess(executable: rig.tactile, directory: directory, arguments: [
            "run", "--log", "jsonl", "--config", config, "--socket", socket, "--device", "/dev/null",
        ])
        defer { daemon.stop() }
        try #require(waitUntil(seconds: 20) { FileManager.default.fileExists(atPath: socket) }, "\(daemon.report)")

        let subscriber = try DaemonProcess(executable: rig.tactile, directory: directory, name: "subscriber", arguments: [
            "ctl", "--socket", socket, "subscribe", "event", "warning", "--count", "2",
        ])
        defer { subscriber.stop() }
        // Its reply says it is subscribed before anything is injected.
        try #require(waitUntil(seconds: 5) { subscriber.lines.first?.contains("\"kinds\"") == true }, "\(subscriber.report)")

        let injected = try rig.ctl(socket: socket, "inject", input)
        #expect(injected.status == 0 && injected.output.contains("\"applied\":2"), "\(injected.output)")
        #expect(waitUntil(seconds: 5) { ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "") == "tap\n" },
                "\(daemon.report)")

        try "scene: [\n".write(toFile: config, atomically: true, encoding: .utf8)
        #expect(subscriber.wait(seconds: 10) == 0, "\(subscriber.report)")
        let records = subscriber.lines.dropFirst()
        let event = try #require(records.first { $0.contains("\"kind\":\"event\"") }, "\(subscriber.lines)")
        #expect(event.contains("\"event\":\"tapped\"") && event.contains("\"recognizer\":\"tap\"")
                && event.contains("\"data\":{\"note\":\"hi\"}"), "\(event)")
        // Injected input comes from no device.
        #expect(!event.contains("\"device\""), "\(event)")
        let warning = try #require(records.first { $0.contains("\"kind\":\"warning\"") }, "\(subscriber.lines)")
        #expect(warning.contains("reload failed") && warning.contains("\(config):2:"), "\(warning)")

        // Still the last good configuration: listed, and still recognizing.
        #expect(try rig.ctl(socket: socket, "recognizers").output.contains("\"id\":\"tap\""))
        _ = try rig.ctl(socket: socket, "inject", input)
        #expect(waitUntil(seconds: 5) { ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "") == "tap\ntap\n" },
                "\(daemon.report)")
    }
}
