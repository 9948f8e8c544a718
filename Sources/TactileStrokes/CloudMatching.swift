/// Greedy point-cloud matching, the distance of $P.
///
/// Each point of one cloud is paired, in turn, with the nearest still-unpaired point of the
/// other; the sum of pair distances is weighted so that early pairings (made with more choice,
/// hence more trustworthy) count more: weight = 1 − k/n for the k-th pairing. The match is
/// repeated from several starting points (every ⌊n^(1−ε)⌋-th, ε = 0.5) in both directions and
/// the minimum kept — a cheap approximation of the optimal (Hungarian) assignment.
enum CloudMatching {
    /// Minimum weighted distance over starts and directions, or any value ≥ `bound` as soon as
    /// it is certain the true minimum cannot beat `bound` ($Q's early abandoning; exact, since
    /// every weighted term is non-negative).
    static func greedyDistance(
        _ a: [StrokePoint], _ b: [StrokePoint], epsilon: Double, bound: Double = .infinity
    ) -> Double {
        let n = min(a.count, b.count)
        guard n > 0 else { return .infinity }
        let step = max(1, Int(PlanarMath.power(Double(n), 1 - epsilon)))
        var best = bound
        for start in stride(from: 0, to: n, by: step) {
            best = min(best, cloudDistance(a, b, start: start, n: n, bound: best))
            best = min(best, cloudDistance(b, a, start: start, n: n, bound: best))
        }
        return best
    }

    /// One greedy pass pairing `a`'s points, from `start` round the cloud, with `b`'s nearest
    /// free point. Returns early with a partial sum once it reaches `bound`.
    static func cloudDistance(
        _ a: [StrokePoint], _ b: [StrokePoint], start: Int, n: Int, bound: Double
    ) -> Double {
        var matched = [Bool](repeating: false, count: n)
        var sum = 0.0
        var i = start
        var k = 0
        repeat {
            var nearest = Double.infinity
            var nearestIndex = 0
            for j in 0..<n where !matched[j] {
                let d = a[i].squaredDistance(to: b[j])
                if d < nearest {
                    nearest = d
                    nearestIndex = j
                }
            }
            matched[nearestIndex] = true
            let weight = 1 - Double(k) / Double(n)
            sum += weight * nearest.squareRoot()
            if sum >= bound { return sum }
            i = (i + 1) % n
            k += 1
        } while i != start
        return sum
    }
}
