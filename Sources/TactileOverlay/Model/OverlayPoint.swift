/// A position in global points, the coordinate space of the log's `touch` records.
///
/// The overlay keeps its own small point type instead of depending on the engine's, so that it
/// can be built and run against any producer of the log format.
public struct OverlayPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The distance to another point, in points.
    public func distance(to other: OverlayPoint) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}
