import Testing
import TactileIPC
import TactileTestSupport

/// Input injected over the socket drives a real Engine; subscribers receive its records.
@Suite struct RecognitionTests {
    @Test func injectedInputReachesSubscribersAsRecognitionRecords() throws {
        let harness = try ServerHarness()
        defer { harness.stopServer() }
        let subscriber = try harness.client()
        let subscribed = try subscriber.call(1, [("request", "subscribe"), ("kinds", ["state", "action", "touch"])])
        #expect(subscribed["kinds"] == ["action", "state", "touch"])

        let injector = try harness.client()
        let reply = try injector.call(2, [("request", "inject"), ("input", .array(strokeLines(moves: 3)))])
        #expect(reply["ok"] == true)
        #expect(reply["applied"] == 5)

        let lines = try subscriber.readUntil { $0["kind"] == "touch" && $0["phase"] == "ended" }
            + subscriber.readUntil { $0["kind"] == "action" && $0["state"] == "ended" }
        let states = lines.filter { $0["kind"] == "state" }.map { "\($0["recognizer"]!.string!):\($0["to"]!.string!)" }
        #expect(states == ["Sc:began", "Sd:failed", "Sc:changed", "Sc:changed", "Sc:ended"])
        // Touch records come first in their cycle, with positions.
        let touches = lines.filter { $0["kind"] == "touch" }
        #expect(touches.map { $0["phase"]!.string! } == ["began", "moved", "moved", "moved", "ended"])
        #expect(touches.last?["x"] == 80)
        #expect(lines.first?["kind"] == "touch")
        #expect(lines.contains { $0["kind"] == "action" && $0["recognizer"] == "Sc" && $0["state"] == "began" })
        // Kinds not subscribed to never arrive.
        #expect(!lines.contains { $0["kind"] == "feed" || $0["kind"] == "view" || $0["kind"] == "reset" })

        // After unsubscribing from touch and action, only state records come.
        let remaining = try subscriber.call(3, [("request", "unsubscribe"), ("kinds", ["touch", "action"])])
        #expect(remaining["kinds"] == ["state"])
        _ = try injector.call(4, [("request", "inject"), ("input", .array(strokeLines(start: 100, moves: 1)))])
        let more = try subscriber.readUntil { $0["recognizer"] == "Sc" && $0["to"] == "ended" }
        #expect(more.allSatisfy { $0["kind"] == "state" })
    }

    @Test func recognizersAndExplainDescribeTheLastSequence() throws {
        let harness = try ServerHarness()
        defer { harness.stopServer() }
        let client = try harness.client()
        let list = try client.call(1, [("request", "recognizers")])
        #expect(list["recognizers"]?.array?.map { $0["id"]!.string! } == ["Sc", "Sd"])
        #expect(list["recognizers"]?.array?.last?["requireToFail"] == ["Sc"])
        #expect(list["recognizers"]?.array?.first?["state"] == "possible")

        _ = try client.call(2, [("request", "inject"), ("input", .array(strokeLines(moves: 2)))])
        let explain = try client.call(3, [("request", "explain")])
        let body = try #require(explain["explain"])
        #expect(body["touches"] == [1])
        let byID = Dictionary(uniqueKeysWithValues: (body["recognizers"]?.array ?? []).map { ($0["recognizer"]!.string!, $0) })
        #expect(byID["Sc"]?["outcome"] == "won")
        #expect(byID["Sc"]?["states"] == ["began@16", "changed@32", "ended@48"])
        #expect(byID["Sd"]?["outcome"] == "failed")
        // The engine's own account of each decision.
        #expect(body["source"] == "engine")
        #expect(byID["Sc"]?["reason"] == "ended: the gesture is complete")
        #expect(byID["Sd"]?["reason"] == "it requires Sc to fail, and Sc began")
    }

    @Test func invalidInjectedInputIsRejectedWholeWithTheScenarioMessage() throws {
        let harness = try ServerHarness()
        defer { harness.stopServer() }
        let client = try harness.client()
        let lines: [JSONValue] = [["t": 0, "touch": "down", "id": 1, "x": 5, "y": 5], ["t": 10, "touch": "move", "id": 2, "x": 5, "y": 5]]
        let reply = try client.call(4, [("request", "inject"), ("input", .array(lines))])
        #expect(reply["error"]?["code"] == "input")
        #expect(reply["error"]?["message"]?.string?.contains("input[1]") == true)
        #expect(reply["error"]?["message"]?.string?.contains("not down") == true)
        // Nothing of the batch was applied: touch 1 can still go down.
        let again = try client.call(5, [("request", "inject"), ("input", .array(strokeLines(moves: 1)))])
        #expect(again["ok"] == true)
    }
}

/// Pausing in the middle of a gesture and reloading: nothing is left stuck.
@Suite struct PauseAndReloadTests {
    @Test func pausingMidGestureCancelsTheTouchesAndTheGesture() throws {
        let harness = try ServerHarness()
        defer { harness.stopServer() }
        let watcher = try harness.client()
        _ = try watcher.call(1, [("request", "subscribe"), ("kinds", ["touch", "state"])])
        let client = try harness.client()
        let half: [JSONValue] = [["t": 0, "touch": "down", "id": 1, "x": 50, "y": 50], ["t": 16, "touch": "move", "id": 1, "x": 70, "y": 50]]
        _ = try client.call(2, [("request", "inject"), ("input", .array(half))])
        #expect(try client.call(3, [("request", "pause")])["paused"] == 1)
        let lines = try watcher.readUntil { $0["kind"] == "state" && $0["to"] == "cancelled" }
        #expect(lines.contains { $0["kind"] == "touch" && $0["phase"] == "cancelled" && $0["x"] == 70 })
        #expect(lines.contains { $0["recognizer"] == "Sc" && $0["to"] == "began" })
        let list = try client.call(4, [("request", "recognizers")])
        #expect(list["recognizers"]?.array?.allSatisfy { $0["state"] == "possible" } == true)
        // The rest of the stroke, after resume, is dropped: its touch is no longer down.
        _ = try client.call(5, [("request", "resume")])
        let rest: [JSONValue] = [["t": 32, "touch": "move", "id": 1, "x": 90, "y": 50], ["t": 48, "touch": "up", "id": 1]]
        #expect(try client.call(6, [("request", "inject"), ("input", .array(rest))])["ok"] == true)
        #expect(try client.call(7, [("request", "explain")])["explain"]?["recognizers"]?.array?.first?["outcome"] == "cancelled")
    }

    @Test func reloadAnswersAndTheNewEngineServes() throws {
        let harness = try ServerHarness()
        defer { harness.stopServer() }
        let client = try harness.client()
        let watcher = try harness.client()
        _ = try watcher.call(1, [("request", "subscribe"), ("kinds", ["state"])])
        let half: [JSONValue] = [["t": 0, "touch": "down", "id": 1, "x": 50, "y": 50], ["t": 16, "touch": "move", "id": 1, "x": 70, "y": 50]]
        _ = try client.call(1, [("request", "inject"), ("input", .array(half))])
        #expect(try client.call(2, [("request", "recognizers")])["recognizers"]?.array?.first?["state"] == "began")
        #expect(try client.call(3, [("request", "reload")])["ok"] == true)
        // The gesture in progress was cancelled, not left hanging.
        let states = try watcher.readUntil { $0["to"] == "cancelled" }
        #expect(states.last?["recognizer"] == "Sc")
        #expect(try client.call(4, [("request", "recognizers")])["recognizers"]?.array?.first?["state"] == "possible")
        // The client's input stream starts afresh with the new scene: touch 1 can go down again.
        #expect(try client.call(5, [("request", "inject"), ("input", .array(strokeLines(moves: 1)))])["ok"] == true)
    }
}
