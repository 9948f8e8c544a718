/// The $1 unistroke recognizer (Wobbrock, Wilson & Li, UIST 2007).
///
/// Each gesture is resampled to 64 points, rotated so that the angle from its centroid to its
/// first point is zero, scaled non-uniformly to a 250 × 250 square and centred on the origin.
/// A candidate is compared with every template by the mean distance between corresponding
/// points, minimised over rotations of ±45° by golden-section search (2° tolerance). The score
/// is `1 − d / (½·√(2·250²))`: 1 for identical shapes, 0 at half the square's diagonal.
///
/// Multistroke input is joined into one path, as if the pen never lifted.
public struct DollarOneRecognizer: TemplateMatchingRecognizer {
    /// Tuning knobs; the defaults are the paper's.
    public struct Options: Hashable, StrokeRecognizerOptions {
        /// Points after resampling (N).
        public var pointCount = 64
        /// Side of the reference square the bounding box is scaled to.
        public var squareSize = 250.0
        /// Half-width of the rotation search around the indicative-angle alignment, in degrees.
        public var angleRange = 45.0
        /// Stop the rotation search when the interval is this narrow, in degrees.
        public var anglePrecision = 2.0
        /// When true ("rotation matters"), no rotation is normalised or searched, so a shape and
        /// its rotated copy are different gestures (e.g. an up-arrow vs. a right-arrow).
        public var rotationSensitive = false

        public init() {}

        /// The paper's settings, optionally without rotation invariance.
        public init(rotationSensitive: Bool) {
            self.rotationSensitive = rotationSensitive
        }
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
            let d = distance(candidate, template.points)
            if d < best?.distance ?? .infinity {
                best = (template.name, d)
            }
        }
        guard let best else { return nil }
        let halfDiagonal = 0.5 * (2 * options.squareSize * options.squareSize).squareRoot()
        return StrokeMatch(name: best.name, score: max(0, 1 - best.distance / halfDiagonal))
    }

    private var normalization: UnistrokeNormalization {
        UnistrokeNormalization(
            pointCount: options.pointCount,
            squareSize: options.squareSize,
            rotationInvariant: !options.rotationSensitive)
    }

    public func normalize(_ strokes: [Stroke]) -> [StrokePoint] {
        normalization.normalize(strokes.concatenatedPoints)
    }

    /// Path distance at the best rotation (rotation-invariant) or as drawn (rotation-sensitive).
    private func distance(_ candidate: [StrokePoint], _ template: [StrokePoint]) -> Double {
        if options.rotationSensitive {
            return Self.pathDistance(candidate, template)
        }
        let range = PlanarMath.degreesToRadians(options.angleRange)
        // Normalised points are centred on the origin, so rotating about it is rotating about
        // the centroid.
        let origin = StrokePoint(x: 0, y: 0)
        return GoldenSectionSearch.minimum(
            lower: -range, upper: range,
            tolerance: PlanarMath.degreesToRadians(options.anglePrecision)
        ) { angle in
            Self.pathDistance(PlanarMath.rotate(candidate, by: angle, about: origin), template)
        }
    }

    /// Mean distance between corresponding points of two equally long paths.
    static func pathDistance(_ a: [StrokePoint], _ b: [StrokePoint]) -> Double {
        let n = min(a.count, b.count)
        guard n > 0 else { return .infinity }
        var sum = 0.0
        for i in 0..<n {
            sum += a[i].distance(to: b[i])
        }
        return sum / Double(n)
    }
}
