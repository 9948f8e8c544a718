/// One continuous touch or pen trace, from touch-down to lift-off, points in drawing order.
/// A gesture is one stroke (unistroke) or several (multistroke).
public struct Stroke: Hashable, Sendable, Codable {
    public var points: [StrokePoint]

    public init(points: [StrokePoint]) {
        self.points = points
    }

    public init(_ xy: [(Double, Double)]) {
        points = xy.map { StrokePoint(x: $0.0, y: $0.1) }
    }

    /// The length of the trace: the sum of the distances between consecutive points.
    public var length: Double { PlanarMath.pathLength(points) }
}

extension Array where Element == Stroke {
    /// All points of all strokes, in drawing order, as one path. This is how $1 treats a
    /// multistroke input: as if the pen never lifted.
    var concatenatedPoints: [StrokePoint] { flatMap(\.points) }
}
