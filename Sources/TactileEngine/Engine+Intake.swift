import TactileCore

/// Touch intake (rules 1-4): binding new touches to windows, views and recognizer sets, then
/// feeding the recognizers (rule 5).
extension Engine {
    func intake(_ frame: [TouchInput]) {
        var changed: [TrackedTouch] = []
        for input in frame {
            guard let t = apply(input) else { continue }
            if !changed.contains(where: { $0 === t }) { changed.append(t) }
        }
        guard !changed.isEmpty else { return }
        if logsTouches {
            for t in changed {
                let phase: TouchPhase = t.cancelledThisCycle ? .cancelled : t.endedThisCycle ? .ended : t.beganThisCycle ? .began : .moved
                log(.touch(id: t.touch.id, phase: phase, location: t.touch.globalLocation, radius: t.touch.radius))
            }
        }
        for t in tracked where !t.changedThisCycle { t.touch.markStationary() }
        var all: [Touch] = []
        all.reserveCapacity(tracked.count)
        for t in tracked where !t.touch.phase.isFinished || t.changedThisCycle { all.append(t.touch) }
        let event = Event(timestamp: now, allTouches: all)
        feed(changed, event: event)
    }

    /// Applies one finger's change; returns its tracking record, or nil when dropped.
    private func apply(_ input: TouchInput) -> TrackedTouch? {
        switch input.action {
        case .down:
            if let existing = liveByInputID[input.id] {
                log(.warning(recognizer: nil, message: "touch \(input.id) is already down; down ignored"))
                return existing.changedThisCycle ? existing : nil
            }
            droppedInputIDs.remove(input.id)
            return touchDown(input)
        case .move, .up, .cancel:
            guard let t = liveByInputID[input.id] else {
                if !droppedInputIDs.contains(input.id) {
                    log(.warning(recognizer: nil, message: "touch \(input.id) is not down; \(input.action.rawValue) ignored"))
                }
                if input.action != .move { droppedInputIDs.remove(input.id) }
                return nil
            }
            let local = input.location.map { $0 - t.touch.window.frame.origin }
            switch input.action {
            case .move:
                guard let local else { return t }
                t.touch.move(to: local, at: now, radius: input.radius)
                if !t.beganThisCycle { t.movedThisCycle = true }
            case .up:
                t.touch.finish(.ended, at: now, location: local)
                t.endedThisCycle = true
                touchLifted(t)
            default:
                t.touch.finish(.cancelled, at: now, location: local)
                t.cancelledThisCycle = true
                touchLifted(t)
            }
            return t
        }
    }

    private func touchDown(_ input: TouchInput) -> TrackedTouch? {
        let global = input.location ?? .zero
        guard let hit = HitTesting.hitTest(windows: windows, global: global) else {
            droppedInputIDs.insert(input.id)
            log(.warning(recognizer: nil, message: "touch \(input.id) at \(format(global)) hits no window; ignored"))
            return nil
        }
        let window = hit.window
        let local = global - window.frame.origin
        var ws = windowStates[ObjectIdentifier(window)] ?? WindowTouchState()
        if ws.liveTouches == 0 { ws.sequence += 1 }
        ws.liveTouches += 1
        // Rule 2: a tap close in time and place to the previous one continues its count.
        var tapCount = 1
        if let last = ws.lastUp, now - last.time <= GestureConstants.tapIntervalMilliseconds,
            last.location.distance(to: local) <= GestureConstants.tapSeparation
        {
            tapCount = last.tapCount + 1
        }
        windowStates[ObjectIdentifier(window)] = ws

        let touch = Touch(
            id: input.id, serial: nextTouchSerial, window: window, view: hit, location: local,
            timestamp: now, tapCount: tapCount, radius: input.radius)
        nextTouchSerial += 1
        let t = TrackedTouch(touch: touch, recognizers: recognizerSet(for: touch), sequence: ws.sequence)
        t.beganThisCycle = true
        if isEligibleForView(touch) { t.boundView = hit }
        tracked.append(t)
        liveByInputID[input.id] = t
        return t
    }

    private func touchLifted(_ t: TrackedTouch) {
        liveByInputID[t.touch.id] = nil
        let key = ObjectIdentifier(t.touch.window)
        var ws = windowStates[key] ?? WindowTouchState()
        ws.liveTouches = max(0, ws.liveTouches - 1)
        if t.cancelledThisCycle {
            ws.lastUp = nil
        } else {
            ws.lastUp = (now, t.touch.location, t.touch.tapCount)
        }
        windowStates[key] = ws
    }

    /// Rule 3: enabled recognizers of the hit view and its ancestors, deepest first, attachment
    /// order within a view, that want the touch; snapshotted now.
    private func recognizerSet(for touch: Touch) -> [Recognizer] {
        var set: [Recognizer] = []
        for view in touch.view.selfAndAncestors {
            for r in recognizers where r.view === view && r.attached && r.enabled {
                if shouldReceive(touch, r) { set.append(r) }
            }
        }
        return set
    }

    /// The delegate's `gestureRecognizer(_:shouldReceive:)`; `requiredModifiers` answers the
    /// same question first: no unless exactly those modifiers are held as the touch begins.
    private func shouldReceive(_ touch: Touch, _ r: Recognizer) -> Bool {
        if let required = r.requiredModifiers, required != modifiers { return false }
        guard let filter = r.delegate?.shouldReceiveTouch else { return true }
        switch filter {
        case .always(let answer):
            return answer
        case .onlyFromViews(let ids):
            return ids.contains { id in viewsByID[id].map { touch.view.isDescendant(of: $0) } ?? false }
        case .exceptFromViews(let ids):
            return !ids.contains { id in viewsByID[id].map { touch.view.isDescendant(of: $0) } ?? false }
        }
    }

    /// Rule 4: multipleTouchEnabled and exclusiveTouch decide whether the view gets this touch;
    /// recognizers get it either way. Only fingers that are down count as live (a withheld end
    /// does not block).
    private func isEligibleForView(_ touch: Touch) -> Bool {
        let view = touch.view
        let live = tracked.filter { $0.boundView != nil && !$0.touch.phase.isFinished && $0.touch.window === touch.window }
        if !view.multipleTouchEnabled, live.contains(where: { $0.boundView === view }) { return false }
        if view.exclusiveTouch, live.contains(where: { $0.boundView !== view }) { return false }
        if live.contains(where: { $0.boundView!.exclusiveTouch && $0.boundView !== view }) { return false }
        return true
    }

    /// Rule 5: each recognizer, in cycle order, gets the touches it tracks grouped by phase.
    private func feed(_ changed: [TrackedTouch], event: Event) {
        var involved: [Recognizer] = []
        for t in changed {
            for r in t.recognizers where !involved.contains(where: { $0 === r }) {
                involved.append(r)
            }
        }
        // One touch's set is already in cycle order (its views from deepest up); several need a sort.
        if !involved.isSorted(by: Recognizer.cycleOrder) { involved.sort(by: Recognizer.cycleOrder) }
        // This cycle's touches by phase, once: a recognizer that tracks all of a phase's touches
        // (the usual case) gets the shared list, with no copy.
        var phases = PhaseBuckets()
        for t in changed {
            if t.beganThisCycle { phases.began.append(t.touch) }
            if t.movedThisCycle { phases.moved.append(t.touch) }
            if t.endedThisCycle { phases.ended.append(t.touch) }
            if t.cancelledThisCycle { phases.cancelled.append(t.touch) }
        }
        for r in involved {
            feed(r, changed, phases, event: event)
        }
    }

    private func feed(_ r: Recognizer, _ changed: [TrackedTouch], _ phases: PhaseBuckets, event: Event) {
        let ctx = context(for: r)
        // New touches join the attempt, unless a finished attempt's touches are still down
        // (rules 3, 24).
        var began: [Touch] = []
        if !phases.began.isEmpty, r.acceptsNewTouches {
            for t in changed where t.beganThisCycle && t.recognizers.contains(where: { $0 === r }) {
                r.touches.append(t.touch)
                began.append(t.touch)
            }
        }
        if !began.isEmpty {
            deliver(.touchesBegan, began, to: r) { r.behavior.touchesBegan($0, with: event, context: ctx) }
        }
        let moved = tracked(by: r, phases.moved)
        if !moved.isEmpty {
            deliver(.touchesMoved, moved, to: r) { r.behavior.touchesMoved($0, with: event, context: ctx) }
        }
        let ended = tracked(by: r, phases.ended)
        if !ended.isEmpty {
            deliver(.touchesEnded, ended, to: r) { r.behavior.touchesEnded($0, with: event, context: ctx) }
        }
        let cancelled = tracked(by: r, phases.cancelled)
        if !cancelled.isEmpty {
            if r.receivesTouches {
                deliver(.touchesCancelled, cancelled, to: r) { r.behavior.touchesCancelled($0, with: event, context: ctx) }
            }
            applySystemCancelDefault(to: r)
        }
        autoFailIfUntracked(r)
        if r.state == .possible, r.touches.count > Engine.maximumTouchesPerAttempt {
            warn(r, "tracked \(r.touches.count) touches without deciding; failed")
            fail(r, because: "it tracked too many touches")
        }
    }

    /// The touches of `list` that `r` tracks: the list itself when it tracks them all.
    private func tracked(by r: Recognizer, _ list: [Touch]) -> [Touch] {
        if list.isEmpty || list.allSatisfy({ r.tracks($0) }) { return list }
        return list.filter { r.tracks($0) }
    }

    /// Calls a recognizer with the touches it still receives, logging the feed.
    private func deliver(_ call: TouchesCall, _ touches: [Touch], to r: Recognizer, _ body: ([Touch]) -> Void) {
        guard r.receivesTouches else { return }
        let still = r.ignored.isEmpty ? touches : touches.filter { t in !r.ignored.contains { $0 === t } }
        guard !still.isEmpty else { return }
        if logsFeeds {
            var ids = still.map(\.id)
            if ids.count > 1 { ids.sort() }
            log(.feed(recognizer: r.id, call: call, touches: ids))
        }
        body(still)
    }

    /// Rule 26: after a system cancel, an attempt that is still going is cancelled (active) or
    /// failed (possible or waiting), unless the recognizer already ended it.
    private func applySystemCancelDefault(to r: Recognizer) {
        switch r.state {
        case .began, .changed:
            r.lastReason = "its touch was cancelled"
            transition(r, to: .cancelled)
        case .possible where r.wish != nil || !r.touches.isEmpty: fail(r, because: "its touch was cancelled")
        default: break
        }
    }

    /// Rule 5: a standard recognizer still possible when all its touches have ended fails now
    /// (a multi-tap recognizer waiting for its next tap answers false until its timer fires).
    private func autoFailIfUntracked(_ r: Recognizer) {
        guard r.state == .possible, r.wish == nil, !r.touches.isEmpty,
            r.touches.allSatisfy({ $0.phase.isFinished }), r.behavior.failsWhenTouchesEnd
        else { return }
        fail(r, because: "all its touches ended")
    }

    func handleIgnore(_ touch: Touch, by r: Recognizer) {
        guard let i = r.touches.firstIndex(where: { $0 === touch }) else { return }
        r.touches.remove(at: i)
        r.ignored.append(touch)
    }

    /// Drops touches that have finished and that no view is waiting on.
    func forgetFinishedTouches() {
        tracked.removeAll { $0.touch.phase.isFinished && $0.boundView == nil }
    }
}

func format(_ p: Point) -> String {
    "(\(formatNumber(p.x)), \(formatNumber(p.y)))"
}

/// A number as the log prints it: integral values without a decimal point (`80`, not `80.0`),
/// others in Swift's shortest round-trip form; NaN and infinities as `null`.
public func formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if let integer = value.logInteger { return String(integer) }
    return "\(value)"
}

extension Double {
    /// The value as the log spells it without a decimal point: set when it is integral and below
    /// 2^53 (where every integral double is exactly an Int); nil otherwise, NaN and infinities
    /// included. The one rule for `formatNumber` and the log's byte writer.
    @inlinable public var logInteger: Int? {
        guard rounded() == self, abs(self) < 9_007_199_254_740_992 else { return nil }
        return Int(self)
    }
}
