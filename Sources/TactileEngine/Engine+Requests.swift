import TactileCore

/// State requests from recognizers (rule 6) and the transitions they cause.
extension Engine {
    /// A recognizer asked for `requested`. Legal requests apply at once, leaving possible goes
    /// through the gate, illegal ones are normalised with a warning record.
    func handleRequest(_ requested: RecognizerState, from r: Recognizer) {
        if r.wish != nil {
            handleRequestWhileWaiting(requested, from: r)
            return
        }
        switch (r.state, requested) {
        case (_, .possible):
            if r.state != .possible { warn(r, "requested possible from \(r.state.rawValue); ignored") }
        case (.possible, .failed):
            fail(r, because: "it decided its touches are not its gesture")
        case (.possible, .cancelled):
            warn(r, "requested cancelled from possible; treated as failed")
            fail(r, because: "it decided its touches are not its gesture")
        case (.possible, .recognized), (.possible, .ended):
            if r.kind == .discrete {
                gate(r, wish: .init(target: .recognized))
            } else {
                warn(r, "requested ended from possible; treated as began, then ended")
                gate(r, wish: .init(target: .began, thenEnd: true))
            }
        case (.possible, .began), (.possible, .changed):
            if r.kind == .discrete {
                warn(r, "requested \(requested.rawValue) from possible as a discrete recognizer; treated as recognized")
                gate(r, wish: .init(target: .recognized))
            } else {
                if requested == .changed { warn(r, "requested changed from possible; treated as began") }
                gate(r, wish: .init(target: .began))
            }
        case (.began, .changed), (.changed, .changed):
            transition(r, to: .changed)
        case (.began, .began), (.changed, .began):
            warn(r, "requested began from \(r.state.rawValue); treated as changed")
            transition(r, to: .changed)
        case (.began, .ended), (.changed, .ended), (.began, .recognized), (.changed, .recognized):
            r.lastReason = "ended: the gesture is complete"
            transition(r, to: .ended)
        case (.began, .cancelled), (.changed, .cancelled):
            r.lastReason = "it cancelled its gesture"
            transition(r, to: .cancelled)
        case (.began, .failed), (.changed, .failed):
            warn(r, "requested failed from \(r.state.rawValue); treated as cancelled")
            r.lastReason = "it cancelled its gesture"
            transition(r, to: .cancelled)
        default:
            warn(r, "requested \(requested.rawValue) from \(r.state.rawValue); ignored")
        }
    }

    /// Requests from a recognizer that waits for its requirements or is a candidate
    /// (decisions after rule 27): changed keeps waiting; ended is remembered (rule 15);
    /// failed or cancelled fail it.
    private func handleRequestWhileWaiting(_ requested: RecognizerState, from r: Recognizer) {
        switch requested {
        case .failed, .cancelled:
            r.wish = nil
            cycle.candidates.removeAll { $0 === r }
            fail(r, because: "it gave up while waiting for its requirements")
        case .ended, .recognized:
            if r.kind == .continuous { r.wish?.thenEnd = true }
        default:
            break
        }
    }

    /// Records a transition; queues its action (rule 23) and its reset (rule 24).
    func transition(_ r: Recognizer, to new: RecognizerState) {
        let old = r.state
        let to: RecognizerState = (new == .ended && r.kind == .discrete) ? .recognized : new
        r.state = to
        log(.state(recognizer: r.id, from: old, to: to))
        if to != .failed {
            var published = r.behavior.publishedValues(context: context(for: r))
            let (center, count) = gestureCentroid(of: r)
            if published.location == nil { published.location = center }
            cycle.actions.append(.init(recognizer: r, state: to, values: published, numberOfTouches: count))
        }
        if to.isTerminal, !cycle.finished.contains(where: { $0 === r }) {
            cycle.finished.append(r)
            timers.cancelAll(for: r)
        }
    }

    /// The centroid (in the recognizer's view) and number of the touches its values are about:
    /// those still down; else those that ended in this cycle (a tap recognized on its up); else
    /// every touch of the attempt (a tap recognized when its interval timer fires).
    func gestureCentroid(of r: Recognizer) -> (Point, Int) {
        var sum = Point.zero, count = 0
        for t in r.touches where !t.phase.isFinished {
            sum = sum + t.location
            count += 1
        }
        if count == 0 {
            for t in r.touches where t.timestamp == now {
                sum = sum + t.location
                count += 1
            }
        }
        if count == 0 {
            for t in r.touches {
                sum = sum + t.location
                count += 1
            }
        }
        guard count > 0, let window = r.touches.first?.window else { return (.zero, 0) }
        let mean = sum * (1 / Double(count))
        return (r.view.convert(fromGlobal: mean + window.frame.origin), count)
    }

    /// possible (or waiting) → failed: no action; it resets at the end of the cycle.
    func fail(_ r: Recognizer, because reason: String) {
        guard r.state == .possible else { return }
        r.lastReason = reason
        r.wish = nil
        cycle.candidates.removeAll { $0 === r }
        transition(r, to: .failed)
    }

    func warn(_ r: Recognizer, _ message: String) {
        log(.warning(recognizer: r.id, message: message))
    }
}
