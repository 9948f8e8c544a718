/// A position of a touch at a time.
struct TouchSample: Hashable, Sendable {
    var time: Double
    var location: OverlayPoint
}

/// One touch as the model remembers it: its path, its size, and when it lifted.
struct TouchTrack: Hashable, Sendable {
    var samples: [TouchSample]
    var radius: Double?
    var liftTime: Double?

    /// 1 while down, then a linear fade after the lift.
    func opacity(at time: Double) -> Double {
        guard let liftTime else { return 1 }
        return max(0, 1 - (time - liftTime) / OverlayTiming.touchFadeMilliseconds)
    }

    func mark(id: Int, at time: Double) -> TouchMark? {
        let opacity = opacity(at: time)
        guard opacity > 0, let last = samples.last else { return nil }
        let trail = samples.compactMap { sample -> TrailPoint? in
            let age = time - sample.time
            guard age < OverlayTiming.trailMilliseconds else { return nil }
            return TrailPoint(location: sample.location, opacity: opacity * (1 - age / OverlayTiming.trailMilliseconds))
        }
        return TouchMark(id: id, center: last.location, radius: radius ?? OverlayModel.defaultTouchRadius,
                         opacity: opacity, trail: trail)
    }

    /// `time` while fading (a lift or a trail), nil when the touch draws the same until its next
    /// record: a still, down touch costs no frames.
    func nextChange(at time: Double) -> Double? {
        if let liftTime { return time < liftTime + OverlayTiming.touchFadeMilliseconds ? time : nil }
        // The newest sample is the circle itself; older ones within the window are a fading trail.
        return samples.dropLast().contains { time - $0.time < OverlayTiming.trailMilliseconds } ? time : nil
    }

    func isGone(at time: Double) -> Bool { opacity(at: time) <= 0 }

    /// Keeps the newest sample always: it is the touch's position.
    mutating func dropSamples(before time: Double) {
        guard let last = samples.last else { return }
        samples.removeAll { $0.time < time }
        if samples.isEmpty { samples = [last] }
    }
}
