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
    ///
    /// With `lowerBounds`, a pass is skipped outright when even pairing every point with its
    /// nearest neighbour (ignoring that neighbours may already be taken) cannot beat the best so
    /// far — $Q's lower-bound pruning, computed here exactly rather than from $Q's grid lookup
    /// table so that results stay identical to $P's.
    static func greedyDistance(
        _ a: [StrokePoint], _ b: [StrokePoint], epsilon: Double, bound: Double = .infinity,
        lowerBounds: Bool = false
    ) -> Double {
        let n = min(a.count, b.count)
        guard n > 0 else { return .infinity }
        let step = max(1, Int(PlanarMath.power(Double(n), 1 - epsilon)))
        let starts = Array(stride(from: 0, to: n, by: step))
        var boundAB = [Double](repeating: 0, count: n), boundBA = boundAB
        if lowerBounds {
            boundAB = passLowerBounds(nearestDistances(from: a, to: b, n: n), starts: starts)
            boundBA = passLowerBounds(nearestDistances(from: b, to: a, n: n), starts: starts)
        }
        var best = bound
        for (s, start) in starts.enumerated() {
            if boundAB[s] < best {
                best = min(best, cloudDistance(a, b, start: start, n: n, bound: best))
            }
            if boundBA[s] < best {
                best = min(best, cloudDistance(b, a, start: start, n: n, bound: best))
            }
        }
        return best
    }

    /// For each point of `a`, the distance to its nearest point of `b`.
    static func nearestDistances(from a: [StrokePoint], to b: [StrokePoint], n: Int) -> [Double] {
        (0..<n).map { i in
            var nearest = Double.infinity
            for j in 0..<n {
                nearest = min(nearest, a[i].squaredDistance(to: b[j]))
            }
            return nearest.squareRoot()
        }
    }

    /// The weighted sum a greedy pass from each start would have if every point got its nearest
    /// neighbour: a lower bound of that pass's true cost.
    static func passLowerBounds(_ nearest: [Double], starts: [Int]) -> [Double] {
        let n = nearest.count
        return starts.map { start in
            var sum = 0.0
            for k in 0..<n {
                sum += (1 - Double(k) / Double(n)) * nearest[(start + k) % n]
            }
            return sum
        }
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
