/// A recognizer's label as the model remembers it between records.
struct LabelEntry: Hashable, Sendable {
    var recognizer: String
    var state: String
    var values: [GestureValue]
    /// Where the gesture is: the top-left corner of its touches, or the action's location.
    var anchor: OverlayPoint?
    /// The time of the last change.
    var time: Double

    /// Full for the hold time after the last change, then a linear fade; failed attempts go faster.
    func opacity(at now: Double) -> Double {
        let scale = state == "failed" ? OverlayTiming.failedLabelTimeScale : 1
        let age = now - time
        let hold = OverlayTiming.labelHoldMilliseconds * scale
        let fade = OverlayTiming.labelFadeMilliseconds * scale
        if age <= hold { return 1 }
        return max(0, 1 - (age - hold) / fade)
    }

    /// `now` while fading, the end of the hold while still holding, nil once gone.
    func nextChange(at now: Double) -> Double? {
        let scale = state == "failed" ? OverlayTiming.failedLabelTimeScale : 1
        let fadeStart = time + OverlayTiming.labelHoldMilliseconds * scale
        let fadeEnd = fadeStart + OverlayTiming.labelFadeMilliseconds * scale
        if now < fadeStart { return fadeStart }
        return now < fadeEnd ? now : nil
    }
}
