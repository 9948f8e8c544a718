import TactileCore
import TactileEngine
import TactileScenario

/// Touches into the engine, records out to subscribers.
extension Daemon {
    /// Whether a touch input reaches the engine: after a pause cancelled the touches that were
    /// down, their later moves and lifts are dropped rather than reported as unknown.
    func admits(_ input: TouchInput) -> Bool {
        input.action == .down || touchesDown[input.id] != nil
    }

    /// A system cancel of every touch that is down. On pause: UIKit cancels nothing when it
    /// starts ignoring events, but a daemon that drops every later move and lift would leave
    /// recognizers waiting for fingers that never lift. On reload: the old scene goes.
    func cancelAllTouches() {
        guard !touchesDown.isEmpty else { return }
        let time = max(engine.now, now())
        engine.advance(to: time)
        publishEngineRecords()
        let frame = touchesDown.keys.sorted().map { TouchInput(action: .cancel, id: $0) }
        for input in frame { publishTouch(input, at: engine.now) }
        engine.handle(frame: frame, at: time)
        publishEngineRecords()
    }

    func publishTouch(_ input: TouchInput, at time: Milliseconds) {
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
    func publishEngineRecords() {
        engine.drainRecords { record in
            explainer.observe(record)
            guard let kind = RecordKindName(rawValue: record.kindName),
                  let clients = subscribers[kind], !clients.isEmpty else { return }
            let line = record.jsonLine
            for client in clients { server?.send(line, to: client, flush: false) }
        }
        server?.flushPending()
    }

    func updateFeedLogging() {
        engine.logsFeeds = explainsFeeds || !(subscribers[.feed] ?? []).isEmpty
    }
}
