import Foundation
import Synchronization
import Testing
import TactileIPC
import TactileTestSupport

/// Many clients, hostile lines and a client that stops reading: the server answers or drops
/// them and keeps serving everyone else.
@Suite struct RobustnessTests {
    @Test func fiftyClientsAtOnceAllReceiveTheRecords() throws {
        let harness = try ServerHarness()
        defer { harness.stopServer() }
        // Fifty threads connect and subscribe at the same moment, each with its own client.
        let subscribed = Atomic<Int>(0), received = Atomic<Int>(0)
        let finished = DispatchSemaphore(value: 0)
        for i in 0..<50 {
            Thread {
                defer { finished.signal() }
                guard let client = try? harness.client(timeout: 10),
                      (try? client.call(i, [("request", "subscribe"), ("kinds", ["state"])]))?["ok"] == true else { return }
                subscribed.add(1, ordering: .relaxed)
                guard let lines = try? client.readUntil({ $0["recognizer"] == "Sc" && $0["to"] == "ended" }),
                      lines.first?["to"] == "began" else { return }
                received.add(1, ordering: .relaxed)
            }.start()
        }
        #expect(waitUntil(seconds: 10) { subscribed.load(ordering: .relaxed) == 50 })
        // Injected by a client that is not subscribed: a subscriber's own call would skip the
        // records that arrive before its reply.
        let injector = try harness.client()
        _ = try injector.call(99, [("request", "inject"), ("input", .array(strokeLines(moves: 1)))])
        for _ in 0..<50 { _ = finished.wait(timeout: .now() + 15) }
        #expect(received.load(ordering: .relaxed) == 50)
    }

    @Test func clientsBeyondTheLimitAreRefusedWithAnErrorLine() throws {
        var limits = IPCServer.Limits()
        limits.maximumClients = 2
        let harness = try ServerHarness(limits: limits)
        defer { harness.stopServer() }
        let first = try harness.client(), second = try harness.client()
        let third = try IPCClient(path: harness.path)
        #expect(try third.readValue()?["error"]?["code"] == "busy")
        #expect(try third.readLine() == nil)
        second.close()
        // A place is free again once a client has gone.
        #expect(waitUntil(seconds: 5) { (try? harness.client()) != nil })
        #expect(try first.call(1, [("request", "recognizers")])["recognizers"] != nil)
    }

    @Test func malformedUnknownAndOversizedLinesGetErrorsAndServingGoesOn() throws {
        let harness = try ServerHarness()
        defer { harness.stopServer() }
        let hostile = try harness.client()
        let bystander = try harness.client()

        try hostile.send("this is not json")
        #expect(try hostile.readValue()?["error"]?["code"] == "malformed")
        try hostile.send("[1,2]")
        #expect(try hostile.readValue()?["error"]?["code"] == "malformed")
        try hostile.send(String(repeating: "[", count: 10_000))
        #expect(try hostile.readValue()?["error"]?["code"] == "malformed")
        try hostile.send(#"{"id":"x","request":"dance"}"#)
        let unknown = try hostile.readValue()
        #expect(unknown?["id"] == "x")
        #expect(unknown?["error"]?["code"] == "unknown-request")
        try hostile.send(#"{"id":3,"request":"subscribe","kinds":["gossip"]}"#)
        #expect(try hostile.readValue()?["error"]?["code"] == "invalid")
        try hostile.sendBytes([0xFF, 0xFE, 0x7B, 0x0A])
        #expect(try hostile.readValue()?["error"]?["code"] == "malformed")
        try hostile.send(String(repeating: "x", count: 100_000))
        #expect(try hostile.readValue()?["error"]?["code"] == "line-too-long")

        // Clients that vanish at once, or mid-line, cost nothing.
        try harness.client().close()
        let halfway = try harness.client()
        try halfway.sendBytes(Array(#"{"request":"recog"#.utf8))
        halfway.close()

        // Both are still served.
        #expect(try hostile.call(7, [("request", "recognizers")])["recognizers"] != nil)
        #expect(try bystander.call(8, [("request", "recognizers")])["recognizers"] != nil)
    }

    @Test func randomBytesNeverTakeTheServerDown() throws {
        let harness = try ServerHarness()
        defer { harness.stopServer() }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let noisy = try harness.client(timeout: 1)
            for _ in 0..<20 {
                // Mostly JSON-ish bytes, with newlines, so that many lines reach the parser.
                let alphabet = Array(#"{}[]":,.-+0123456789eEtrufalsn\u "#.utf8) + [0x0A, 0x00, 0xFF, 0xC3]
                let bytes = (0..<Int.random(in: 1...400, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
                do { try noisy.sendBytes(bytes) } catch { break }
            }
            noisy.close()
        }
        let client = try harness.client()
        #expect(try client.call(1, [("request", "recognizers")])["recognizers"] != nil)
        #expect(try client.call(2, [("request", "inject"), ("input", .array(strokeLines(moves: 1)))])["ok"] == true)
    }

    @Test func aClientSendingWithoutNewlinesIsDropped() throws {
        let harness = try ServerHarness()
        defer { harness.stopServer() }
        let flooder = try harness.client()
        let bystander = try harness.client()
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 16 * 1024)
        var closed = false
        for _ in 0..<64 where !closed {
            do { try flooder.sendBytes(chunk) } catch { closed = true }
        }
        #expect(try flooder.readValue()?["error"]?["code"] == "line-too-long")
        #expect(try flooder.readLine() == nil)
        #expect(try bystander.call(1, [("request", "recognizers")])["recognizers"] != nil)
    }

    @Test func aClientThatStopsReadingIsDroppedWhileAReaderKeepsReceiving() throws {
        var limits = IPCServer.Limits()
        limits.maximumQueuedBytes = 64 * 1024
        let harness = try ServerHarness(limits: limits)
        defer { harness.stopServer() }

        let sleeper = try harness.client()
        _ = try sleeper.call(1, [("request", "subscribe"), ("kinds", ["feed", "state", "action", "touch"])])
        // The reader, on its own thread (a client is used by one thread), counts touch records
        // while input is injected, until it has them all or reads time out.
        let batches = 20, movesPerBatch = 200
        let total = batches * (movesPerBatch + 2)
        let received = Atomic<Int>(0)
        let ready = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let readerThread = Thread {
            defer { done.signal() }
            guard let reader = try? harness.client(timeout: 10),
                  (try? reader.call(1, [("request", "subscribe"), ("kinds", ["touch"])])) != nil else { ready.signal(); return }
            ready.signal()
            while received.load(ordering: .relaxed) < total, let line = try? reader.readLine() {
                if line.contains(#""kind":"touch""#) { received.add(1, ordering: .relaxed) }
            }
        }
        readerThread.start()
        ready.wait()

        let injector = try harness.client(timeout: 10)
        for b in 0..<batches {
            let start = Double(b * (movesPerBatch + 2) * 16)
            let lines = strokeLines(id: 1, start: start, moves: movesPerBatch)
            #expect(try injector.call(b, [("request", "inject"), ("input", .array(lines))])["ok"] == true)
            let expected = (b + 1) * (movesPerBatch + 2)
            // Let the reader catch up, as a live subscriber would between frames.
            _ = waitUntil(seconds: 10) { received.load(ordering: .relaxed) >= expected }
        }
        #expect(received.load(ordering: .relaxed) == total)
        #expect(harness.droppedSlowClients == 1)
        // The sleeper finds its connection closed after the data that did fit.
        var sleeperLines = 0
        while (try? sleeper.readLine()) != nil { sleeperLines += 1 }
        #expect(sleeperLines < total * 3)
        _ = done.wait(timeout: .now() + 15)
    }

    @Test func pausesNestAndDropInputUntilTheLastResume() throws {
        let harness = try ServerHarness()
        defer { harness.stopServer() }
        let client = try harness.client()
        let watcher = try harness.client()
        _ = try watcher.call(1, [("request", "subscribe"), ("kinds", ["touch", "state"])])

        #expect(try client.call(1, [("request", "pause")])["paused"] == 1)
        #expect(try client.call(2, [("request", "pause")])["paused"] == 2)
        let dropped = try client.call(3, [("request", "inject"), ("input", .array(strokeLines(id: 1, start: 0, moves: 2)))])
        #expect(dropped["paused"] == true)
        #expect(try client.call(4, [("request", "resume")])["paused"] == 1)
        _ = try client.call(5, [("request", "inject"), ("input", .array(strokeLines(id: 1, start: 100, moves: 2)))])
        // Another client's resume pairs with the remaining pause (the count is global).
        let other = try harness.client()
        #expect(try other.call(6, [("request", "resume")])["paused"] == 0)
        #expect(try other.call(7, [("request", "resume")])["error"]?["code"] == "not-paused")

        _ = try client.call(8, [("request", "inject"), ("input", .array(strokeLines(id: 1, start: 200, moves: 2)))])
        let lines = try watcher.readUntil { $0["kind"] == "state" && $0["to"] == "ended" }
        // Nothing from the paused injections reached the engine: the first record is the
        // touch-down of the third stroke.
        #expect(lines.first?["kind"] == "touch")
        #expect(lines.first?["phase"] == "began")
        let firstTime = try #require(lines.first?["t"]?.number)
        #expect(lines.allSatisfy { ($0["t"]?.number ?? 0) >= firstTime })
        #expect(lines.filter { $0["kind"] == "touch" && $0["phase"] == "began" }.count == 1)
    }
}

/// Polls `condition` every 5 ms until it holds or `seconds` pass.
func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        usleep(5_000)
    }
    return condition()
}
