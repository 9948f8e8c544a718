import Testing
import TactileIPC
import TactileTestSupport

/// The input lines beside touches, injected over the socket: `modifiers`, `remote` and `motion`
/// reach the engine and their records reach subscribers; a pause drops touches only; the keys
/// held survive a reload.
@Suite struct InjectedEventTests {
    @Test func modifiersRemoteAndMotionLinesBecomeRecords() throws {
        let harness = try ServerHarness()
        defer { harness.stopServer() }
        let watcher = try harness.client()
        _ = try watcher.call(1, [("request", "subscribe"), ("kinds", ["modifiers", "remote", "motion"])])
        let client = try harness.client()
        let lines: [JSONValue] = [
            ["t": 0, "modifiers": ["Super", "shift"]],
            ["t": 5, "remote": "nextTrack"],
            ["t": 10, "motion": "began", "subtype": "lid"],
            ["t": 20, "modifiers": []],
        ]
        let reply = try client.call(2, [("request", "inject"), ("input", .array(lines))])
        #expect(reply["ok"] == true && reply["applied"] == 4)
        let records = try watcher.readUntil { $0["kind"] == "modifiers" && $0["modifiers"] == [] }
        #expect(records.map { $0["kind"]?.string ?? "" } == ["modifiers", "remote", "motion", "modifiers"])
        #expect(records.first?["modifiers"] == ["Shift", "Super"])
        #expect(records[1]["subtype"] == "nextTrack" && records[1]["responder"] == nil)
        #expect(records[2]["subtype"] == "lid" && records[2]["phase"] == "began")
    }

    @Test func invalidLinesAreRefusedWholeWithTheScenarioMessage() throws {
        let harness = try ServerHarness()
        defer { harness.stopServer() }
        let client = try harness.client()
        let lines: [JSONValue] = [["t": 0, "remote": "play"], ["t": 1, "motion": "began", "subtype": "lidd"]]
        let reply = try client.call(1, [("request", "inject"), ("input", .array(lines))])
        #expect(reply["error"]?["code"] == "input")
        #expect(reply["error"]?["message"]?.string?.hasPrefix("input[1]: subtype: expected one of shake, lid, tabletMode") == true, "\(reply)")
        #expect(reply["error"]?["message"]?.string?.contains("did you mean 'lid'?") == true, "\(reply)")
    }

    @Test func pauseDropsTouchesButNotKeysOrMediaKeys() throws {
        let harness = try ServerHarness()
        defer { harness.stopServer() }
        let watcher = try harness.client()
        _ = try watcher.call(1, [("request", "subscribe"), ("kinds", ["modifiers", "remote", "touch"])])
        let client = try harness.client()
        _ = try client.call(2, [("request", "pause")])
        let lines: [JSONValue] = [["t": 0, "touch": "down", "id": 1, "x": 5, "y": 5], ["t": 1, "modifiers": ["Alt"]],
                                  ["t": 2, "touch": "up", "id": 1], ["t": 3, "remote": "mute"]]
        #expect(try client.call(3, [("request", "inject"), ("input", .array(lines))])["paused"] == true)
        let records = try watcher.readUntil { $0["kind"] == "remote" }
        #expect(records.map { $0["kind"]?.string ?? "" } == ["modifiers", "remote"])
    }

    @Test func keysHeldStayHeldAcrossAReload() throws {
        let harness = try ServerHarness()
        defer { harness.stopServer() }
        let watcher = try harness.client()
        _ = try watcher.call(1, [("request", "subscribe"), ("kinds", ["modifiers"])])
        let client = try harness.client()
        _ = try client.call(2, [("request", "inject"), ("input", .array([["t": 0, "modifiers": ["Control"]]]))])
        #expect(try watcher.readUntil { $0["kind"] == "modifiers" }.last?["modifiers"] == ["Control"])
        #expect(try client.call(3, [("request", "reload")])["ok"] == true)
        // The new engine starts with none held, and is told at once that Control still is.
        #expect(try watcher.readUntil { $0["kind"] == "modifiers" }.last?["modifiers"] == ["Control"])
        // Which is its state from then on: releasing it is a change again.
        _ = try client.call(4, [("request", "inject"), ("input", .array([["t": 0, "modifiers": []]]))])
        #expect(try watcher.readUntil { $0["kind"] == "modifiers" }.last?["modifiers"] == [])
    }
}
