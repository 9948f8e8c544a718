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

    private weak var server: IPCServer?
    private var sessions: [ClientID: ClientSession] = [:]
    private var subscribers: [RecordKindName: [ClientID]] = [:]
    /// Validates injected lines against the scene; nil when the host cannot offer injection.
    private var inputTemplate: InputLineDecoder?
    /// Input touch ids the engine holds as down, with their last location (an `up` without one).
    private var touchesDown: [Int: Point] = [:]
    private var explainer = SequenceExplainer()
    /// Whether feed records are logged even with no feed subscriber: `explain` needs them to
    /// know every recognizer that took part.
    public var explainsFeeds = true { didSet { updateFeedLogging() } }

    /// `input` validates injected lines (from `Scenario.decodeLive` or the configuration); nil
    /// answers `inject` with `unsupported`.
    public init(engine: any GestureEngine, input: InputLineDecoder?) {
        self.engine = engine
        inputTemplate = input
        updateFeedLogging()
    }

    /// Makes the daemon the server's delegate and its way out.
    public func serve(_ server: IPCServer) {
        self.server = server
        server.delegate = self
    }

    /// Swaps in a new engine after a reload. The old one's touches are cancelled first, so its
    /// gestures end cleanly (subscribers see the cancellations) rather than vanish mid-way;
    /// clients' injected streams start afresh.
    public func replaceEngine(_ engine: any GestureEngine, input: InputLineDecoder?) {
        cancelAllTouches()
        self.engine = engine
        inputTemplate = input
        touchesDown = [:]
        for id in sessions.keys { sessions[id]!.input = nil; sessions[id]!.timeOffset = nil }
        updateFeedLogging()
    }

    // MARK: Pauses

    /// pause requests not yet resumed, from any client (nested and counted, like UIKit's
    /// begin/endIgnoringInteractionEvents). Global rather than per client, so that `tactile ctl
    /// pause` and a later `tactile ctl resume` (two connections) pair up.
    public private(set) var pauseCount = 0
    public var isPaused: Bool { pauseCount > 0 }

    // MARK: Input from the host

    /// A frame of touch input from the host's devices. Dropped while paused.
    public func handle(frame: [TouchInput], at time: Milliseconds) {
        guard !isPaused else { return }
        advance(to: time)
        let accepted = frame.filter(admits)
        guard !accepted.isEmpty else { return }
        let now = max(engine.now, time)
        for input in accepted { publishTouch(input, at: now) }
        engine.handle(frame: accepted, at: time)
        publishEngineRecords()
    }

    /// A `set`, `attach` or `detach` (applied even while paused: they are not touches), or one touch.
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
        updateFeedLogging()
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

    // MARK: Requests

    /// Applies one request and returns the reply line; nil when the reply was already sent.
    func apply(_ request: Request, from client: ClientID, id: JSONValue?) -> String? {
        let ok: [(key: String, value: JSONValue)] = [("ok", true)]
        switch request {
        case .hello(let version):
            guard version == ProtocolText.version else {
                server?.sendFinal(ProtocolText.error(
                    id: id, code: .version,
                    message: "this server speaks version \(ProtocolText.version), the client \(version)"), to: client)
                return nil
            }
            return ProtocolText.reply(id: id, ok + [("version", .number(Double(ProtocolText.version)))])
        case .subscribe(let kinds):
            for kind in kinds where sessions[client]?.kinds.insert(kind).inserted == true {
                subscribers[kind, default: []].append(client)
            }
            updateFeedLogging()
            return ProtocolText.reply(id: id, ok + [("kinds", kindList(client))])
        case .unsubscribe(let kinds):
            for kind in kinds where sessions[client]?.kinds.remove(kind) != nil {
                subscribers[kind]?.removeAll { $0 == client }
            }
            updateFeedLogging()
            return ProtocolText.reply(id: id, ok + [("kinds", kindList(client))])
        case .pause:
            let wasPaused = isPaused
            pauseCount += 1
            if !wasPaused { cancelAllTouches() }
            return ProtocolText.reply(id: id, ok + [("paused", .number(Double(pauseCount)))])
        case .resume:
            guard pauseCount > 0 else {
                return ProtocolText.error(id: id, code: .notPaused, message: "resume without a matching pause")
            }
            pauseCount -= 1
            return ProtocolText.reply(id: id, ok + [("paused", .number(Double(pauseCount)))])
        case .reload:
            guard let reloadHandler else {
                return ProtocolText.error(id: id, code: .unsupported, message: "this host does not reload")
            }
            if let failure = reloadHandler() { return ProtocolText.error(id: id, code: .reloadFailed, message: failure) }
            return ProtocolText.reply(id: id, ok)
        case .recognizers:
            return ProtocolText.reply(id: id, [
                ("recognizers", .array(engine.recognizerSummaries.map(Self.describe))),
                ("paused", .number(Double(pauseCount))),
            ])
        case .explain:
            return ProtocolText.reply(id: id, [("explain", explainer.explanation(summaries: engine.recognizerSummaries))])
        case .inject(let lines):
            return inject(lines, from: client, id: id)
        }
    }

    private func kindList(_ client: ClientID) -> JSONValue {
        .array((sessions[client]?.kinds ?? []).map(\.rawValue).sorted().map { .string($0) })
    }

    static func describe(_ r: RecognizerSummary) -> JSONValue {
        .object([
            ("id", .string(r.id)), ("type", .string(r.type)), ("view", .string(r.view)), ("kind", .string(r.kind.rawValue)),
            ("state", .string(r.state.rawValue)), ("enabled", .bool(r.enabled)), ("waiting", .bool(r.isWaiting)),
            ("requireToFail", .array(r.requireToFail.map { .string($0) })),
        ])
    }

    // MARK: Injection

    /// Validates every line first (on a copy of the client's decoder), so a batch is applied
    /// whole or not at all; then applies them in order, consecutive touch lines with the same
    /// time as one frame, exactly as replay does.
    private func inject(_ lines: [JSONValue], from client: ClientID, id: JSONValue?) -> String {
        guard var decoder = sessions[client]?.input ?? inputTemplate else {
            return ProtocolText.error(id: id, code: .unsupported, message: "this host has no scene to inject into")
        }
        var inputs: [TimedInput] = []
        for (i, line) in lines.enumerated() {
            guard case .object = line else {
                return ProtocolText.error(id: id, code: .input, message: "input[\(i)]: expected an object such as {\"t\":0,\"touch\":\"down\",\"id\":1,\"x\":50,\"y\":50}")
            }
            do {
                inputs.append(try decoder.decode(line: line.text))
            } catch {
                return ProtocolText.error(id: id, code: .input, message: "input[\(i)]: \(error.message)")
            }
        }
        sessions[client]?.input = decoder
        let offset = sessions[client]?.timeOffset ?? (now() - inputs[0].time)
        sessions[client]?.timeOffset = offset
        let paused = isPaused
        var i = 0
        while i < inputs.count {
            let time = inputs[i].time + offset
            guard case .touch = inputs[i].event else {
                handle(inputs[i].event, at: time)
                i += 1
                continue
            }
            var frame: [TouchInput] = []
            while i < inputs.count, inputs[i].time + offset == time, case .touch(let t) = inputs[i].event {
                frame.append(t)
                i += 1
            }
            handle(frame: frame, at: time)
        }
        return ProtocolText.reply(id: id, [("ok", true), ("applied", .number(Double(inputs.count))), ("paused", .bool(paused))])
    }

    private func now() -> Milliseconds { clock?() ?? engine.now }

    // MARK: Touches and records

    /// Whether a touch input reaches the engine: after a pause cancelled the touches that were
    /// down, their later moves and lifts are dropped rather than reported as unknown.
    private func admits(_ input: TouchInput) -> Bool {
        input.action == .down || touchesDown[input.id] != nil
    }

    /// A system cancel of every touch that is down. On pause: UIKit cancels nothing when it
    /// starts ignoring events, but a daemon that drops every later move and lift would leave
    /// recognizers waiting for fingers that never lift. On reload: the old scene goes.
    private func cancelAllTouches() {
        guard !touchesDown.isEmpty else { return }
        let time = max(engine.now, now())
        engine.advance(to: time)
        publishEngineRecords()
        let frame = touchesDown.keys.sorted().map { TouchInput(action: .cancel, id: $0) }
        for input in frame { publishTouch(input, at: engine.now) }
        engine.handle(frame: frame, at: time)
        publishEngineRecords()
    }

    private func publishTouch(_ input: TouchInput, at time: Milliseconds) {
        let location = input.location ?? touchesDown[input.id] ?? Point(x: 0, y: 0)
        switch input.action {
        case .down, .move: touchesDown[input.id] = location
        case .up, .cancel: touchesDown[input.id] = nil
        }
        explainer.observe(touch: input.action, id: input.id, at: time, fingersDown: touchesDown.count)
        guard let clients = subscribers[.touch], !clients.isEmpty else { return }
        let line = TouchRecord(time: time, id: input.id, action: input.action, location: location, radius: input.radius).jsonLine
        for client in clients { server?.send(line, to: client, flush: false) }
    }

    /// Hands the cycle's records to their subscribers, then writes each client's share at once.
    private func publishEngineRecords() {
        engine.drainRecords { record in
            explainer.observe(record)
            guard let kind = RecordKindName(rawValue: record.kindName),
                  let clients = subscribers[kind], !clients.isEmpty else { return }
            let line = record.jsonLine
            for client in clients { server?.send(line, to: client, flush: false) }
        }
        server?.flushPending()
    }

    private func updateFeedLogging() {
        engine.logsFeeds = explainsFeeds || !(subscribers[.feed] ?? []).isEmpty
    }
}
