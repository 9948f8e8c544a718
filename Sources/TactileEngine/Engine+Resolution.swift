import TactileCore

/// Batch resolution at the end of feeding (rules 10-15): prevention by active recognizers,
/// dominance among candidates, greedy acceptance in cycle order, failure propagation to a
/// fixpoint.
extension Engine {
    func resolve() {
        while true {
            releaseSatisfiedPending()
            guard !cycle.candidates.isEmpty else { return }
            let batch = cycle.candidates.sorted(by: Recognizer.cycleOrder)
            cycle.candidates.removeAll()
            acceptBatch(batch)
        }
    }

    /// Rule 14: re-checks every waiting recognizer until nothing changes: satisfied ones become
    /// candidates, those whose requirement began or recognized fail.
    private func releaseSatisfiedPending() {
        var changed = true
        while changed {
            changed = false
            for g in recognizers where g.isPending {
                switch verdict(for: g) {
                case .wait:
                    continue
                case .fail(let reason):
                    fail(g, because: reason)
                case .satisfied:
                    makeCandidate(g)
                }
                changed = true
            }
        }
    }

    private func acceptBatch(_ candidates: [Recognizer]) {
        // Requirements again, now that every recognizer of this cycle's new touches has joined
        // them: one that requested early in the feeding may share a touch with a requirement
        // that was fed after it.
        var batch: [Recognizer] = []
        for c in candidates {
            switch verdict(for: c) {
            case .satisfied: batch.append(c)
            case .wait(let ids):
                c.wish?.isCandidate = false
                c.lastReason = "waits for \(ids.joined(separator: ", ")) to fail"
            case .fail(let reason): fail(c, because: reason)
            }
        }
        // Rule 11: an active recognizer sharing a touch that prevents the candidate fails it.
        var remaining: [Recognizer] = []
        for c in batch {
            if let a = recognizers.first(where: { $0.state.isActive && $0 !== c && $0.sharesTouch(with: c) && prevents($0, c) }) {
                fail(c, because: "prevented: \(a.id) is \(a.state.rawValue)")
            } else {
                remaining.append(c)
            }
        }
        // Rule 12: drop candidates another candidate dominates, then accept greedily.
        let dominator = { (c: Recognizer) in
            remaining.first { d in d !== c && d.sharesTouch(with: c) && self.prevents(d, c) && !self.prevents(c, d) }
        }
        var accepted: [Recognizer] = []
        for c in remaining {
            guard c.state == .possible, c.wish != nil else { continue }
            if let d = dominator(c) {
                fail(c, because: "prevented: \(d.id) can prevent it and it cannot prevent \(d.id)")
            } else if let a = accepted.first(where: { $0.sharesTouch(with: c) && prevents($0, c) }) {
                fail(c, because: "prevented: \(a.id) recognized first")
            } else {
                accept(c)
                accepted.append(c)
            }
        }
    }

    /// Rule 13: the candidate begins or recognizes; whoever required it to fail, or can be
    /// prevented by it while still possible, fails. Rule 15: a continuous recognizer whose
    /// touches ended while it waited begins and ends at once.
    private func accept(_ g: Recognizer) {
        guard let wish = g.wish else { return }
        let waited = g.lastReason?.hasPrefix("waits for") == true
        g.lastReason = waited ? "\(wish.target.rawValue) once its requirements failed" : wish.target.rawValue
        g.wish = nil
        transition(g, to: wish.target)
        if wish.thenEnd { transition(g, to: .ended) }
        for h in recognizers where h !== g && h.state == .possible && h.sharesTouch(with: g) {
            if requires(h, toFail: g) {
                fail(h, because: "it requires \(g.id) to fail, and \(g.id) \(wish.target.rawValue)")
            } else if prevents(g, h) {
                fail(h, because: "prevented: \(g.id) \(wish.target.rawValue)")
            }
        }
    }
}
