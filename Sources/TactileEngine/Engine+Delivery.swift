import TactileCore

/// Delivery to views after resolution (rules 16-22): cancelsTouchesInView, delaysTouchesBegan,
/// delaysTouchesEnded, ignored touches, batched per view and phase.
extension Engine {
    /// One touches call to a view, before batching.
    private struct Message {
        let view: View
        let call: TouchesCall
        let touch: Touch
        /// It belongs to an earlier, finished sequence of its window: sent in its own message
        /// before the current sequence's (rule 20).
        let earlier: Bool
    }

    func deliverToViews() {
        var messages: [Message] = []
        for t in tracked {
            guard let view = t.boundView else { continue }
            let earlier = t.sequence != windowStates[ObjectIdentifier(t.touch.window)]?.sequence
            deliver(t, view: view) { call in
                messages.append(Message(view: view, call: call, touch: t.touch, earlier: earlier))
            }
        }
        guard !messages.isEmpty else { return }
        send(messages.filter(\.earlier))
        send(messages.filter { !$0.earlier })
    }

    /// Decides what `view` gets for one touch this cycle.
    private func deliver(_ t: TrackedTouch, view: View, _ send: (TouchesCall) -> Void) {
        let touch = t.touch
        let trackers = t.recognizers.filter { $0.tracks(touch) }
        // Rule 17: a recognizer that cancels touches in its view has the touch.
        if trackers.contains(where: { $0.cancelsTouchesInView && claims($0) }) {
            if t.beganDelivered { send(.touchesCancelled) }
            t.boundView = nil
            return
        }
        // A touch whose began never reached the view and that the system cancels is discarded.
        if t.cancelledThisCycle && !t.beganDelivered {
            t.boundView = nil
            return
        }
        let waiting = trackers.filter { $0.state == .possible }
        if !t.beganDelivered {
            guard t.beganThisCycle || t.beganWithheld else { return }
            // Rule 18: began is withheld while a waiting recognizer delays it.
            if waiting.contains(where: \.delaysTouchesBegan) {
                t.beganWithheld = true
                return
            }
            send(.touchesBegan)
            t.beganDelivered = true
            if t.beganWithheld {
                t.beganWithheld = false
                if touch.location != touch.initialLocation { send(.touchesMoved) }
            }
        } else if t.movedThisCycle {
            send(.touchesMoved)
        }
        if t.cancelledThisCycle {
            send(.touchesCancelled)
            t.boundView = nil
        } else if touch.phase == .ended {
            // Rule 19: ended is withheld while a waiting recognizer delays it.
            if waiting.contains(where: \.delaysTouchesEnded) {
                t.endWithheld = true
            } else {
                send(.touchesEnded)
                t.boundView = nil
            }
        }
    }

    /// Rule 16's X(T): active, or recognized or ended in this cycle.
    private func claims(_ r: Recognizer) -> Bool {
        switch r.state {
        case .began, .changed, .recognized, .ended: true
        default: false
        }
    }

    /// Rule 20: one message per view and phase, views in walk order, phases b, m, e, c.
    private func send(_ messages: [Message]) {
        guard !messages.isEmpty else { return }
        var views: [View] = []
        for m in messages where !views.contains(where: { $0 === m.view }) { views.append(m.view) }
        views.sort { a, b in
            let wa = windows.firstIndex { $0 === a.window } ?? 0
            let wb = windows.firstIndex { $0 === b.window } ?? 0
            return wa != wb ? wa < wb : a.walkIndex < b.walkIndex
        }
        for view in views {
            for call in [TouchesCall.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled] {
                let ids = messages.filter { $0.view === view && $0.call == call }.map(\.touch.id)
                if !ids.isEmpty { log(.view(view: view.id, call: call, touches: ids.sorted())) }
            }
        }
    }

    /// Rule 23: one action per transition, in transition order.
    func emitActions() {
        for a in cycle.actions {
            log(.action(
                recognizer: a.recognizer.id, state: a.state, location: a.values.location ?? .zero,
                numberOfTouches: a.numberOfTouches, values: a.values.values))
        }
    }

    /// Rule 24: finished recognizers reset, read possible, and stay out of the touches they were
    /// tracking until those end.
    func resetFinishedRecognizers() {
        for r in cycle.finished {
            let outcome = r.state
            r.behavior.reset()
            log(.reset(recognizer: r.id))
            let live = r.touches.filter { !$0.phase.isFinished }
            r.previousAttempt = live.isEmpty ? nil : (r.touches, outcome)
            r.state = .possible
            r.wish = nil
            r.touches.removeAll()
            r.ignored.removeAll()
            r.dynamicAnswers.removeAll()
            timers.cancelAll(for: r)
        }
        // Finished attempts whose touches have all ended free their recognizers again.
        for r in recognizers {
            if let previous = r.previousAttempt, previous.touches.allSatisfy({ $0.phase.isFinished }) {
                r.previousAttempt = nil
            }
        }
    }
}
