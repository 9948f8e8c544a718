import TactileCore

/// The gate for leaving possible (rules 7-9).
extension Engine {
    /// What a requirement means for the recognizer that waits on it.
    enum RequirementVerdict {
        /// Every requirement has failed, or does not concern it.
        case satisfied
        /// Some requirements (these ids) may still recognize.
        case wait([String])
        /// A requirement began or recognized.
        case fail(String)
    }

    /// A recognizer wants to begin or recognize: ask the delegate and the views (7), then its
    /// failure requirements (8): it fails, waits (pending) or becomes a candidate (9).
    func gate(_ r: Recognizer, wish: Recognizer.Wish) {
        if let d = r.delegate, !d.shouldBegin {
            fail(r, because: "its delegate's shouldBegin answered false")
            return
        }
        var asked: [View] = []
        for view in r.touches.map(\.view) + [r.view] where !asked.contains(where: { $0 === view }) {
            asked.append(view)
            if matches(view.refusesRecognizers, r, holder: nil, holderView: view) {
                fail(r, because: "view \(view.id) refuses it")
                return
            }
        }
        r.wish = wish
        switch verdict(for: r) {
        case .fail(let reason):
            fail(r, because: reason)
        case .wait(let ids):
            r.wish?.isCandidate = false
            r.lastReason = "waits for \(ids.joined(separator: ", ")) to fail"
        case .satisfied:
            makeCandidate(r)
        }
    }

    func makeCandidate(_ r: Recognizer) {
        r.wish?.isCandidate = true
        if !cycle.candidates.contains(where: { $0 === r }) { cycle.candidates.append(r) }
    }

    /// Rule 8 and the decisions on requirements: failed (now or in the finished attempt on these
    /// touches) satisfies; pending or possible on a shared touch waits; active or recognized fails.
    func verdict(for g: Recognizer) -> RequirementVerdict {
        var waiting: [String] = []
        for h in requirements(of: g) {
            switch h.state {
            case .began, .changed, .recognized, .ended:
                return .fail("it requires \(h.id) to fail, and \(h.id) \(h.state == .changed ? "began" : h.state.rawValue)")
            case .failed, .cancelled:
                continue
            case .possible:
                if h.wish != nil || g.sharesTouch(with: h) {
                    waiting.append(h.id)
                } else if let previous = h.previousAttempt,
                    previous.touches.contains(where: { t in g.touches.contains { $0 === t } }),
                    previous.outcome != .failed, previous.outcome != .cancelled
                {
                    return .fail("it requires \(h.id) to fail, and \(h.id) \(previous.outcome.rawValue)")
                }
            }
        }
        return waiting.isEmpty ? .satisfied : .wait(waiting)
    }
}
