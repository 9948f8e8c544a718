import Foundation
import Synchronization
import TactileEngine
import TactileIPC
import TactileScenario

/// A real server on a real socket, run by its own poll loop on a background thread, with a real
/// Engine and scripted recognizers behind the daemon glue. Everything the server owns is made
/// and used on that thread only; the test talks to it through sockets, like any client.
public final class ServerHarness: Sendable {
    /// Two scripted recognizers over one full-window view: `Sc` (continuous: begins on the first
    /// move, changes on later ones, ends when the touches lift) and `Sd` (discrete, recognizes
    /// when the touches lift, but requires `Sc` to fail).
    public static let scene = """
        scene:
          windows:
            - id: W
              frame: [0, 0, 400, 800]
              views:
                - id: V
                  frame: [0, 0, 400, 800]
                  recognizers:
                    - id: Sc
                      type: scripted
                      continuous: true
                      script:
                        - {when: touchesMoved, nth: 1, state: began}
                        - {when: touchesMoved, after: 1, state: changed}
                        - {when: allTouchesEnded, state: ended}
                    - id: Sd
                      type: scripted
                      requireToFail: [Sc]
                      script:
                        - {when: allTouchesEnded, state: recognized}
        """

    public let directory: URL
    public let path: String
    private let shared = SharedState()
    private let finished = DispatchSemaphore(value: 0)

    /// What the test thread and the server thread share.
    private final class SharedState: Sendable {
        let stop = Atomic<Bool>(false)
        let dropped = Atomic<Int>(0)
        let failure = Mutex<String?>(nil)
    }

    /// Starts a server in a new directory, or at `path` (a daemon restarting where the last one was).
    public init(at existing: String? = nil, limits: IPCServer.Limits = IPCServer.Limits(), directoryMode: Int = 0o700) throws {
        if let existing {
            directory = URL(fileURLWithPath: existing).deletingLastPathComponent()
        } else {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-ipc-\(UUID().uuidString.prefix(8))")
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: directoryMode])
        path = directory.appendingPathComponent("tactile.sock").path
        let ready = DispatchSemaphore(value: 0)
        let thread = Thread { [path, shared, finished] in
            defer { finished.signal() }
            let server: IPCServer
            let daemon: Daemon
            do {
                var registry = RecognizerTypeRegistry()
                registry.register(ScriptedRecognizer.type)
                let live = try Scenario.decodeLive(yaml: Self.scene, file: "scene.yaml", registry: registry)
                let engine = try Engine(scene: live.scenario.scene, registry: registry)
                daemon = Daemon(engine: engine, input: live.input)
                // Reload builds the scene afresh, as the daemon's configuration reload will.
                daemon.reloadHandler = { [unowned daemon] in
                    guard let fresh = try? Engine(scene: live.scenario.scene, registry: registry) else { return "scene" }
                    daemon.replaceEngine(fresh, input: live.input)
                    return nil
                }
                server = try IPCServer(path: path, greeting: ProtocolText.hello, limits: limits)
                daemon.serve(server)
            } catch {
                shared.failure.withLock { $0 = "\(error)" }
                ready.signal()
                return
            }
            ready.signal()
            server.run(until: { shared.stop.load(ordering: .relaxed) }, interval: 10) {
                shared.dropped.store(server.droppedSlowClients, ordering: .relaxed)
            }
            server.shutdown()
        }
        thread.start()
        ready.wait()
        if let message = shared.failure.withLock({ $0 }) { throw HarnessError(message) }
    }

    /// Clients the server dropped for not reading.
    public var droppedSlowClients: Int { shared.dropped.load(ordering: .relaxed) }

    /// A client connected and past the server's hello.
    public func client(timeout: Double = 5) throws -> IPCClient {
        let client = try IPCClient(path: path, timeout: timeout)
        guard let hello = try client.readValue(), hello["hello"] == "tactile" else { throw HarnessError("no hello") }
        return client
    }

    /// Stops the loop, waits for the thread (bounded) and removes the directory.
    public func stopServer() {
        shared.stop.store(true, ordering: .relaxed)
        _ = finished.wait(timeout: .now() + 5)
        try? FileManager.default.removeItem(at: directory)
    }
}

/// A test harness could not set up what a test needs; the message says what and how to fix it.
public struct HarnessError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Input lines for one finger: down at (50, 50), `moves` moves 16 ms apart, then up.
public func strokeLines(id: Int = 1, start: Double = 0, moves: Int = 3) -> [JSONValue] {
    var lines: [JSONValue] = [["t": .number(start), "touch": "down", "id": .number(Double(id)), "x": 50, "y": 50]]
    for i in 1...max(moves, 1) where moves > 0 {
        lines.append(["t": .number(start + Double(16 * i)), "touch": "move", "id": .number(Double(id)),
                      "x": .number(50 + Double(10 * i)), "y": 50])
    }
    lines.append(["t": .number(start + Double(16 * (moves + 1))), "touch": "up", "id": .number(Double(id))])
    return lines
}

extension IPCClient {
    /// Sends a request with `id` and the given members and returns its reply.
    public func call(_ id: Int, _ members: [(key: String, value: JSONValue)], other: (JSONValue) -> Void = { _ in }) throws -> JSONValue {
        try request(.object([("id", .number(Double(id)))] + members), other: other)
    }

    /// Reads lines until one satisfies `match` (bounded by the client's read timeout per line).
    public func readUntil(_ match: (JSONValue) -> Bool) throws -> [JSONValue] {
        var seen: [JSONValue] = []
        while let value = try readValue() {
            seen.append(value)
            if match(value) { return seen }
        }
        throw HarnessError("connection closed before the expected line; got \(seen.map(\.text))")
    }
}
