/// The $P point-cloud recognizer (Vatavu, Anthony & Wobbrock, ICMI 2012), for unistroke and
/// multistroke gestures regardless of stroke number, order or direction.
///
/// Every gesture becomes a cloud of 32 points (all strokes resampled together, scaled uniformly
/// to the unit box, centred on the origin); a candidate is compared with each template by greedy
/// cloud matching (see `CloudMatching`). By default two speedups of $Q (Vatavu, Anthony &
/// Wobbrock, MobileHCI 2018) are on, both exact: a matching pass is abandoned as soon as its
/// partial distance exceeds the best so far, and skipped when a lower bound already does.
///
/// Score: the weighted distance divided by the sum of weights is a mean pairing distance in the
/// unit box; as in $1 it is mapped to `1 − mean / (½·√2)`, clamped to 0...1.
public struct PointCloudRecognizer: TemplateMatchingRecognizer {
    /// Tuning knobs; the defaults are the paper's.
    public struct Options: Hashable, StrokeRecognizerOptions {
        /// Points per cloud (n).
        public var pointCount = 32
        /// Controls how many starting points greedy matching tries: every ⌊n^(1−ε)⌋-th.
        /// 0.5 is the paper's balance of speed and accuracy.
        public var epsilon = 0.5
        /// Stop matching a template once it cannot beat the best so far. Exact; disable only to
        /// measure the plain $P cost.
        public var earlyAbandoning = true
        /// Skip matching passes whose lower bound cannot beat the best so far ($Q's pruning,
        /// exact variant). Changes no result; disable only to measure the plain $P cost.
        public var lowerBoundPruning = true

        public init() {}
    }

    public let options: Options
    public var templates: [PreparedTemplate] = []

    public init(prepared: [PreparedTemplate], options: Options) {
        self.options = options
        templates = prepared
    }

    public func recognize(_ strokes: [Stroke]) -> StrokeMatch? {
        let candidate = normalize(strokes)
        guard !candidate.isEmpty else { return nil }
        var best: (name: String, distance: Double)?
        for template in templates {
            let bound = options.earlyAbandoning ? best?.distance ?? .infinity : .infinity
            let d = CloudMatching.greedyDistance(
                candidate, template.points, epsilon: options.epsilon, bound: bound,
                lowerBounds: options.lowerBoundPruning && bound.isFinite)
            if d < best?.distance ?? .infinity {
                best = (template.name, d)
            }
        }
        guard let best else { return nil }
        let n = Double(options.pointCount)
        let weightSum = (n + 1) / 2  // Σ (1 − k/n) for k = 0..<n
        let meanDistance = best.distance / weightSum
        let halfDiagonal = 0.5 * 2.0.squareRoot()
        return StrokeMatch(name: best.name, score: max(0, 1 - meanDistance / halfDiagonal))
    }

    public func normalize(_ strokes: [Stroke]) -> [StrokePoint] {
        PointCloudNormalization(pointCount: options.pointCount).normalize(strokes)
    }
}
