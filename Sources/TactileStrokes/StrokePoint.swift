/// A sampled position of a finger or pen, in pixels (or any uniform unit). Coordinates grow
/// right and down, as on screen; the algorithms do not care about the orientation of the axes.
///
/// Timestamps are deliberately absent: $1 and $P match shapes only, and leaving time out keeps
/// stored templates small.
public struct StrokePoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static func + (a: StrokePoint, b: StrokePoint) -> StrokePoint {
        StrokePoint(x: a.x + b.x, y: a.y + b.y)
    }

    public static func - (a: StrokePoint, b: StrokePoint) -> StrokePoint {
        StrokePoint(x: a.x - b.x, y: a.y - b.y)
    }

    public static func * (p: StrokePoint, k: Double) -> StrokePoint {
        StrokePoint(x: p.x * k, y: p.y * k)
    }

    /// Euclidean distance to `other`.
    public func distance(to other: StrokePoint) -> Double {
        squaredDistance(to: other).squareRoot()
    }

    /// Squared Euclidean distance: enough to compare distances without a square root.
    public func squaredDistance(to other: StrokePoint) -> Double {
        let dx = x - other.x, dy = y - other.y
        return dx * dx + dy * dy
    }
}

/// Encoded as a two-element array `[x, y]` so that template files stay compact and readable.
extension StrokePoint: Codable {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        x = try container.decode(Double.self)
        y = try container.decode(Double.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x)
        try container.encode(y)
    }
}
