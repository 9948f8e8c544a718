import TactileCore
import TactileEngine
import TactileScenario

/// The daemon's side of the IPC protocol: it answers requests against a `GestureEngine`, counts
/// pauses, applies injected input, and fans records out to the clients subscribed to their kind.
///
/// The host routes all input through it (`handle(frame:at:)`, `handle(_:at:)`, `advance(to:)`)
/// rather than to the engine, so pauses apply to devices and injection alike and every cycle's
/// records reach subscribers. Single-threaded: call it from the event loop that runs the server.
public final class Daemon: IPCServerDelegate {
    public private(set) var engine: any GestureEngine
    /// The host's monotonic clock in ms, for injected lines; nil: the engine's clock.
    public var clock: (() -> Milliseconds)?
    /// Called for `reload`: nil on success, else the error to report. nil: reload unsupported.
    public var reloadHandler: (() -> String?)?
    /// Sees every engine record, in order, before subscribers get it: the host's log and its
    /// bindings. Called on the daemon's thread.
    public var recordObserver: ((Record) -> Void)?

    weak var server: IPCServer?
    var sessions: [ClientID: ClientSession] = [:]
    var subscribers: [RecordKindName: [ClientID]] = [:]
    /// Validates injected lines against the scene; nil when the host cannot offer injection.
    var inputTemplate: InputLineDecoder?
    /// Input touch ids the engine holds as down, with their last location (an `up` without one).
    var touchesDown: [Int: Point] = [:]
    var explainer = SequenceExplainer()
    /// Whether feed records are logged even with no feed subscriber: `explain` needs them to
    /// know every recognizer that took part.
    public var explainsFeeds = true { didSet { updateRecordLogging() } }

    /// `input` validates injected lines (from `Scenario.decodeLive` or the configuration); nil
    /// answers `inject` with `unsupported`.
    public init(engine: any GestureEngine, input: InputLineDecoder?) {
        self.engine = engine
        inputTemplate = input
        updateRecordLogging()
    }

    /// Makes the daemon the server's delegate and its way out.
    public func serve(_ server: IPCServer) {
        self.server = server
        server.delegate = self
    }

    /// Swaps in a new engine after a reload. The old one's touches are cancelled first, so its
    /// gestures end cleanly (subscribers see the cancellations) rather than vanish mid-way;
    /// clients' injected streams start afresh. Keys still held are held in the new engine too
    /// (it logs a `modifiers` record), since no keyboard repeats them.
    public func replaceEngine(_ engine: any GestureEngine, input: InputLineDecoder?) {
        cancelAllTouches()
        let held = self.engine.modifiers
        self.engine = engine
        inputTemplate = input
        touchesDown = [:]
        for id in sessions.keys { sessions[id]!.input = nil; sessions[id]!.timeOffset = nil }
        updateRecordLogging()
        if !held.isEmpty {
            engine.handle(.modifiers(held), at: max(engine.now, now()))
            publishEngineRecords()
        }
    }

    // MARK: Pauses

    /// pause requests not yet resumed, from any client (nested and counted, like UIKit's
    /// begin/endIgnoringInteractionEvents). Global rather than per client, so that `tactile ctl
    /// pause` and a later `tactile ctl resume` (two connections) pair up.
    public internal(set) var pauseCount = 0
    public var isPaused: Bool { pauseCount > 0 }

    // MARK: Input from the host

    /// A frame of touch input from the host's devices. Dropped while paused.
    public func handle(frame: [TouchInput], at time: Milliseconds) {
        guard !isPaused else { return }
        advance(to: time)
        let accepted = frame.filter(admits)
        guard !accepted.isEmpty else { return }
        let now = max(engine.now, time)
        for input in accepted { noteTouch(input, at: now) }
        engine.handle(frame: accepted, at: time)
        publishEngineRecords()
    }

    /// One touch, or any other input event: `set`, `attach`, `detach`, `modifiers`, a remote-control
    /// or motion event, a device change. Only touches are dropped while paused: the others are not
    /// interaction with the scene's views (UIKit's ignoring of interaction events is about
    /// touches), and the modifiers held must stay known.
    public func handle(_ event: InputEvent, at time: Milliseconds) {
        if case .touch(let input) = event { handle(frame: [input], at: time); return }
        advance(to: time)
        engine.handle(event, at: time)
        publishEngineRecords()
    }

    /// Fires due timers; the host calls it when `nextDeadline` passes.
    public func advance(to time: Milliseconds) {
        engine.advance(to: time)
        publishEngineRecords()
    }

    public var nextDeadline: Milliseconds? { engine.nextDeadline }

    /// Sends a line of the host's own (an `ipc` action's event) to the subscribers of `kind`.
    public func publish(line: String, kind: RecordKindName) {
        for client in subscribers[kind] ?? [] { server?.send(line, to: client) }
    }

    // MARK: IPCServerDelegate

    public func server(_ server: IPCServer, didConnect client: ClientID) {
        sessions[client] = ClientSession()
    }

    public func server(_ server: IPCServer, didDisconnect client: ClientID) {
        guard let session = sessions.removeValue(forKey: client) else { return }
        for kind in session.kinds { subscribers[kind]?.removeAll { $0 == client } }
        updateRecordLogging()
    }

    public func server(_ server: IPCServer, received line: [UInt8], from client: ClientID) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(line)
        } catch {
            server.send(ProtocolText.error(id: nil, code: .malformed, message: "not JSON: \(error.message)"), to: client)
            return
        }
        let (id, decoded) = Request.decode(value)
        switch decoded {
        case .failure(let problem):
            server.send(ProtocolText.error(id: id, code: problem.code, message: problem.message), to: client)
        case .success(let request):
            if let reply = apply(request, from: client, id: id) { server.send(reply, to: client) }
        }
    }
}
