import TactileCore

/// Delivery to views after resolution (rules 16-22): cancelsTouchesInView, delaysTouchesBegan,
/// delaysTouchesEnded, ignored touches, batched per view and phase.
extension Engine {
    /// One touches call to a view, before batching.
    struct ViewMessage {
        let view: View
        let call: TouchesCall
        let touch: Touch
        /// It belongs to an earlier, finished sequence of its window: sent in its own message
        /// before the current sequence's (rule 20).
        let earlier: Bool

        /// Batching order: earlier sequences first, then views in walk order, then b, m, e, c.
        static func before(_ a: ViewMessage, _ b: ViewMessage) -> Bool {
            if a.earlier != b.earlier { return a.earlier }
            if a.view !== b.view { return a.view.walkOrder < b.view.walkOrder }
            if a.call != b.call { return a.call.order < b.call.order }
            return a.touch.id < b.touch.id
        }
    }

    func deliverToViews() {
        viewMessages.removeAll(keepingCapacity: true)
        for t in tracked {
            guard let view = t.boundView else { continue }
            let earlier = t.sequence != windowStates[ObjectIdentifier(t.touch.window)]?.sequence
            deliver(t, view: view) { call in
                viewMessages.append(ViewMessage(view: view, call: call, touch: t.touch, earlier: earlier))
            }
        }
        guard !viewMessages.isEmpty else { return }
        if viewMessages.count > 1 { viewMessages.sort(by: ViewMessage.before) }
        // Rule 20: one message per view, phase and sequence group.
        var i = 0
        while i < viewMessages.count {
            let first = viewMessages[i]
            var ids = [first.touch.id]
            i += 1
            while i < viewMessages.count, viewMessages[i].view === first.view, viewMessages[i].call == first.call,
                viewMessages[i].earlier == first.earlier
            {
                ids.append(viewMessages[i].touch.id)
                i += 1
            }
            log(.view(view: first.view.id, call: first.call, touches: ids))
            if !first.view.handlesTouches { passTouchesUp(first.call, ids, from: first.view) }
        }
    }

    /// Decides what `view` gets for one touch this cycle.
    private func deliver(_ t: TrackedTouch, view: View, _ send: (TouchesCall) -> Void) {
        let touch = t.touch
        // One pass over the recognizers tracking the touch: who claims it (rule 16's X) and
        // whether a waiting one delays its began or its end (W).
        var claimed = false, delaysBegan = false, delaysEnded = false
        for r in t.recognizers where r.tracks(touch) {
            if r.cancelsTouchesInView && claims(r) { claimed = true }
            if r.state == .possible {
                delaysBegan = delaysBegan || r.delaysTouchesBegan
                delaysEnded = delaysEnded || r.delaysTouchesEnded
            }
        }
        // Rule 17: a recognizer that cancels touches in its view has the touch.
        if claimed {
            if t.beganDelivered { send(.touchesCancelled) }
            t.boundView = nil
            return
        }
        // A touch whose began never reached the view and that the system cancels is discarded.
        if t.cancelledThisCycle && !t.beganDelivered {
            t.boundView = nil
            return
        }
        if !t.beganDelivered {
            guard t.beganThisCycle || t.beganWithheld else { return }
            // Rule 18: began is withheld while a waiting recognizer delays it.
            if delaysBegan {
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
            // A withheld end keeps the touch bound: a later cycle delivers or cancels it.
            if !delaysEnded {
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
