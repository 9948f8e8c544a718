import TactilePluginKit

/// Estimates the rate of change of a value (a translation, a scale, an angle) per second: a
/// second-order least-squares fit over the samples of the last 100 ms, differentiated at the
/// newest sample (semantics §3; J). Fewer than 3 samples in the window give 0, so a gesture that
/// has barely moved, or that has stood still for the whole window, reports no velocity rather
/// than a guess or a stale value.
public struct VelocityEstimator {
    private var samples: [(time: Double, value: Point)] = []

    public init() {}

    /// Adds a sample (time in milliseconds) and drops those older than the window.
    public mutating func add(_ value: Point, at time: Double) {
        if let last = samples.last, last.time == time {
            samples[samples.count - 1].value = value
        } else {
            samples.append((time, value))
        }
        let oldest = time - StandardThresholds.velocityWindow
        if let keep = samples.firstIndex(where: { $0.time >= oldest }), keep > 0 {
            samples.removeFirst(keep)
        }
    }

    public mutating func removeAll() { samples.removeAll(keepingCapacity: true) }

    /// Units per second, for both coordinates, over the window that ends at `now` (ms).
    public func velocity(at now: Double) -> Point {
        let oldest = now - StandardThresholds.velocityWindow
        let samples = self.samples.filter { $0.time >= oldest }
        guard samples.count >= StandardThresholds.velocityMinimumSamples, let newest = samples.last else { return .zero }
        // Times relative to the newest sample, where the derivative is the fit's linear
        // coefficient, in units of the window so that the normal equations stay well
        // conditioned; then scaled to seconds.
        let window = StandardThresholds.velocityWindow
        let ts = samples.map { ($0.time - newest.time) / window }
        let perSecond = 1000 / window
        return Point(
            x: Self.slopeAtZero(ts, samples.map(\.value.x)) * perSecond,
            y: Self.slopeAtZero(ts, samples.map(\.value.y)) * perSecond)
    }

    /// The coefficient b of y ≈ a + b·t + c·t², by the normal equations (Cramer's rule); the
    /// linear fit when the quadratic one is degenerate.
    private static func slopeAtZero(_ t: [Double], _ y: [Double]) -> Double {
        var s = [Double](repeating: 0, count: 5)
        var r = [Double](repeating: 0, count: 3)
        for i in t.indices {
            var p = 1.0
            for k in 0..<5 {
                s[k] += p
                if k < 3 { r[k] += p * y[i] }
                p *= t[i]
            }
        }
        func det(_ m: [[Double]]) -> Double {
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
                - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        }
        let a = [[s[0], s[1], s[2]], [s[1], s[2], s[3]], [s[2], s[3], s[4]]]
        let d = det(a)
        if abs(d) > 1e-15 {
            let b = [[s[0], r[0], s[2]], [s[1], r[1], s[3]], [s[2], r[2], s[4]]]
            return det(b) / d
        }
        let d2 = s[0] * s[2] - s[1] * s[1]
        return abs(d2) > 1e-15 ? (s[0] * r[1] - s[1] * r[0]) / d2 : 0
    }
}
