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
        for input in frame { noteTouch(input, at: engine.now) }
        engine.handle(frame: frame, at: time)
        publishEngineRecords()
    }

    /// Notes a touch input about to reach the engine: which ids are down (and where), for
    /// pauses, lifts after a pause and `explain`. The engine itself writes the `touch` records.
    func noteTouch(_ input: TouchInput, at time: Milliseconds) {
        let location = input.location ?? touchesDown[input.id] ?? Point(x: 0, y: 0)
        switch input.action {
        case .down, .move: touchesDown[input.id] = location
        case .up, .cancel: touchesDown[input.id] = nil
        }
        explainer.observe(touch: input.action, at: time, fingersDown: touchesDown.count)
    }

    /// Hands the cycle's records to their subscribers, then writes each client's share at once.
    func publishEngineRecords() {
        engine.drainRecords { record in
            explainer.observe(record)
            recordObserver?(record)
            guard let clients = subscribers[RecordKindName(record.kind)], !clients.isEmpty else { return }
            let line = record.jsonLine
            for client in clients { server?.send(line, to: client, flush: false) }
        }
        server?.flushPending()
    }

    /// Feeds and touches cost a record each per frame: logged only when someone wants them.
    func updateRecordLogging() {
        engine.logsFeeds = explainsFeeds || !(subscribers[.feed] ?? []).isEmpty
        engine.logsTouches = !(subscribers[.touch] ?? []).isEmpty
    }
}
