import TactileCore

/// Selectors and the pairwise relations between recognizers: prevention (rule 10),
/// simultaneity, failure requirements (rule 8).
extension Engine {
    /// Whether `selector`, held by `holder` (a recognizer) or by `holderView` (a view's
    /// refusesRecognizers), names `r`. A selector never names its own holder.
    func matches(_ selectors: [RecognizerSelector], _ r: Recognizer, holder: Recognizer?, holderView: View) -> Bool {
        if let holder, holder === r { return false }
        for s in selectors {
            switch s {
            case .all: return true
            case .id(let id): if r.id == id { return true }
            case .type(let name): if r.typeName == name { return true }
            case .descendants: if r.view !== holderView && r.view.isDescendant(of: holderView) { return true }
            }
        }
        return false
    }

    func matches(_ selectors: [RecognizerSelector], _ r: Recognizer, heldBy holder: Recognizer) -> Bool {
        matches(selectors, r, holder: holder, holderView: holder.view)
    }

    /// Either delegate allows `a` and `b` to recognize together (R4: OR).
    func simultaneous(_ a: Recognizer, _ b: Recognizer) -> Bool {
        if let d = a.delegate, matches(d.simultaneousWith, b, heldBy: a) { return true }
        if let d = b.delegate, matches(d.simultaneousWith, a, heldBy: b) { return true }
        return false
    }

    /// Rule 10: `a` recognizing prevents `b`.
    func prevents(_ a: Recognizer, _ b: Recognizer) -> Bool {
        guard a !== b else { return false }
        if matches(a.cannotPrevent, b, heldBy: a) { return false }
        if matches(b.cannotBePreventedBy, a, heldBy: b) { return false }
        guard a.behavior.canPrevent(context(for: b)), b.behavior.canBePrevented(by: context(for: a)) else { return false }
        return !simultaneous(a, b)
    }

    /// Whether `g` requires `h` to fail: statically, or because a delegate says so (asked once
    /// per attempt of `g` and pair, only while they share a touch; R6).
    func requires(_ g: Recognizer, toFail h: Recognizer) -> Bool {
        guard g !== h else { return false }
        if g.requireToFail.contains(where: { $0 === h }) { return true }
        // Only delegates that name failure requirements are asked; most recognizers have none.
        guard !(g.delegate?.shouldRequireFailureOf.isEmpty ?? true) || !(h.delegate?.shouldBeRequiredToFailBy.isEmpty ?? true)
        else { return false }
        let key = ObjectIdentifier(h)
        if let answer = g.dynamicAnswers[key] { return answer }
        guard g.sharesTouch(with: h) else { return false }
        var answer = false
        if let d = g.delegate, matches(d.shouldRequireFailureOf, h, heldBy: g) { answer = true }
        if let d = h.delegate, matches(d.shouldBeRequiredToFailBy, g, heldBy: h) { answer = true }
        // A cycle only the delegates create at run time is broken by dropping this edge, the one
        // evaluated last.
        if answer, dependsTransitively(h, on: g) {
            warn(g, "failure requirement on \(h.id) would close a cycle; dropped")
            answer = false
        }
        g.dynamicAnswers[key] = answer
        return answer
    }

    /// Whether `a` requires `b` to fail through a chain of requirements already known.
    private func dependsTransitively(_ a: Recognizer, on b: Recognizer) -> Bool {
        var seen: [Recognizer] = []
        var work = [a]
        while let x = work.popLast() {
            if x === b { return true }
            if seen.contains(where: { $0 === x }) { continue }
            seen.append(x)
            work.append(contentsOf: x.requireToFail)
            for (key, answer) in x.dynamicAnswers where answer {
                if let y = recognizers.first(where: { ObjectIdentifier($0) == key }) { work.append(y) }
            }
        }
        return false
    }

    /// Every recognizer `g` could require to fail right now.
    func requirements(of g: Recognizer) -> [Recognizer] {
        guard hasDelegateRequirements else { return g.requireToFail.filter(\.attached) }
        return recognizers.filter { $0 !== g && $0.attached && requires(g, toFail: $0) }
    }

}
