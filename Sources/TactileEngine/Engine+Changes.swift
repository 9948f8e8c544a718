import TactileCore

/// Cycles that are not input frames: timers (rule 27), `set`, `attach`, `detach` (rule 25).
extension Engine {
    func fireTimer(_ entry: TimerQueue.Entry) {
        let r = entry.recognizer
        guard r.receivesTouches else { return }
        let ctx = context(for: r)
        r.behavior.timerFired(entry.timer, context: ctx)
    }

    func applySet(_ change: PropertyChange) {
        if let r = recognizersByID[change.target] {
            setRecognizerProperty(r, change.key, change.value)
        } else if let v = viewsByID[change.target] {
            setViewProperty(v, change.key, change.value)
        } else {
            log(.warning(recognizer: nil, message: "set: no recognizer or view '\(change.target)'; ignored"))
        }
    }

    private func setRecognizerProperty(_ r: Recognizer, _ key: String, _ value: ParameterValue) {
        func bool(_ apply: (Bool) -> Void) {
            guard let b = value.boolValue else {
                return warn(r, "set \(key): expected a boolean, got \(value.typeName); ignored")
            }
            apply(b)
        }
        switch key {
        case "enabled":
            bool { enabled in
                if !enabled { endAttempt(of: r) }
                r.enabled = enabled
            }
        case "cancelsTouchesInView": bool { r.cancelsTouchesInView = $0 }
        case "delaysTouchesBegan": bool { r.delaysTouchesBegan = $0 }
        case "delaysTouchesEnded": bool { r.delaysTouchesEnded = $0 }
        case "requiredModifiers":
            guard let held = Self.modifiers(value) else {
                return warn(r, "set requiredModifiers: expected a list of Shift, Control, Alt, Super, got \(value); ignored")
            }
            r.requiredModifiers = held
        default:
            do {
                try r.behavior.setParameter(key, to: value)
                if let i = r.parameters.firstIndex(where: { $0.key == key }) {
                    r.parameters[i].value = value
                } else {
                    r.parameters.append(.init(key: key, value: value))
                }
            } catch {
                warn(r, "set \(error); ignored")
            }
        }
    }

    private func setViewProperty(_ v: View, _ key: String, _ value: ParameterValue) {
        switch (key, value) {
        case ("hidden", .bool(let b)): v.hidden = b
        case ("alpha", .number(let a)): v.alpha = a
        case ("userInteractionEnabled", .bool(let b)): v.userInteractionEnabled = b
        case ("multipleTouchEnabled", .bool(let b)): v.multipleTouchEnabled = b
        case ("exclusiveTouch", .bool(let b)): v.exclusiveTouch = b
        case ("firstResponder", .bool(let b)): setFirstResponder(v, b)
        default:
            log(.warning(recognizer: nil, message: "set \(v.id).\(key) = \(value): not a view property of that type; ignored"))
        }
    }

    /// A list of modifier names, as `requiredModifiers` takes it; nil when it is not one.
    private static func modifiers(_ value: ParameterValue) -> Set<Modifier>? {
        guard case .list(let items) = value else { return nil }
        var held: Set<Modifier> = []
        for item in items {
            guard case .string(let name) = item, let modifier = Modifier(name: name) else { return nil }
            held.insert(modifier)
        }
        return held
    }

    /// Rule 25: disabling or removing ends the attempt: active ⇒ cancelled, possible or
    /// waiting ⇒ failed.
    private func endAttempt(of r: Recognizer) {
        if r.state.isActive {
            r.lastReason = "it was disabled or removed"
            transition(r, to: .cancelled)
        } else if r.state == .possible, r.wish != nil || !r.touches.isEmpty {
            fail(r, because: "it was disabled or removed")
        }
    }

    func applyAttach(_ d: RecognizerDescription, to viewID: String) {
        guard let view = viewsByID[viewID] else {
            log(.warning(recognizer: d.id, message: "attach: no view '\(viewID)'; ignored"))
            return
        }
        guard recognizersByID[d.id].map({ !$0.attached }) ?? true else {
            log(.warning(recognizer: d.id, message: "attach: a recognizer '\(d.id)' is already attached; ignored"))
            return
        }
        do {
            if let old = recognizersByID[d.id] { recognizers.removeAll { $0 === old } }
            try attach(d, to: view)
            if let r = recognizersByID[d.id] { try resolveRequirements(of: r) }
            rankRecognizers()
        } catch {
            log(.warning(recognizer: d.id, message: "attach: \(error); ignored"))
        }
    }

    func applyDetach(_ id: String) {
        guard let r = recognizersByID[id], r.attached else {
            log(.warning(recognizer: id, message: "detach: no attached recognizer '\(id)'; ignored"))
            return
        }
        endAttempt(of: r)
        r.attached = false
    }
}
