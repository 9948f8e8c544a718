/// A resampled point that remembers which stroke it came from ($P needs the stroke of a point
/// only for resampling; $1 ignores it).
struct ResampledPoint: Equatable {
    var point: StrokePoint
    var strokeIndex: Int
}

/// Resampling to a fixed number of points spaced equally along the drawn path, the first step of
/// both $1 and $P: it makes gestures drawn at different speeds and sampling rates comparable
/// point by point.
enum PathResampling {
    /// Resamples `strokes` to exactly `count` points spaced `pathLength / (count - 1)` apart.
    ///
    /// Only the ink counts: the jump between one stroke's last point and the next stroke's first
    /// point is not part of the path, so no point is ever placed in the air between strokes
    /// (the $P rule). The distance still owed carries over a jump, so spacing stays uniform
    /// over the whole gesture. A gesture without length yields `count` copies of its first point.
    static func resample(_ strokes: [[StrokePoint]], count: Int) -> [ResampledPoint] {
        precondition(count >= 2, "resampling needs at least two points")
        let strokes = strokes.filter { !$0.isEmpty }
        guard let first = strokes.first?.first else { return [] }
        let totalLength = strokes.reduce(0) { $0 + PlanarMath.pathLength($1) }
        guard totalLength > 0 else {
            return Array(repeating: ResampledPoint(point: first, strokeIndex: 0), count: count)
        }
        let interval = totalLength / Double(count - 1)
        var result = [ResampledPoint(point: first, strokeIndex: 0)]
        result.reserveCapacity(count + 1)
        var carried = 0.0  // path walked since the last emitted point
        for (strokeIndex, stroke) in strokes.enumerated() {
            var previous = stroke[0]
            var i = 1
            while i < stroke.count {
                let next = stroke[i]
                let d = previous.distance(to: next)
                if d > 0, carried + d >= interval {
                    let t = (interval - carried) / d
                    let q = previous + (next - previous) * t
                    result.append(ResampledPoint(point: q, strokeIndex: strokeIndex))
                    // The emitted point starts the next segment: the rest of this segment may
                    // hold further points.
                    previous = q
                    carried = 0
                } else {
                    carried += d
                    previous = next
                    i += 1
                }
            }
        }
        // Rounding can leave the final point short by one; the last ink point is where it belongs.
        // Rounding the other way can overshoot by one, equally harmless to drop.
        let lastStroke = strokes.count - 1
        while result.count < count {
            result.append(ResampledPoint(point: strokes[lastStroke].last!, strokeIndex: lastStroke))
        }
        if result.count > count { result.removeLast(result.count - count) }
        return result
    }

    /// Resamples one path (a single stroke, or several treated as one pen-down trace).
    static func resample(_ path: [StrokePoint], count: Int) -> [StrokePoint] {
        resample([path], count: count).map(\.point)
    }
}
