/// A point in logical pixels ("points"). Coordinates grow right and down.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }

    /// Euclidean distance to `other`.
    public func distance(to other: Point) -> Double {
        let dx = x - other.x, dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Length of the vector from the origin to this point.
    public var length: Double { (x * x + y * y).squareRoot() }

    public var description: String { "(\(x), \(y))" }
}

/// A size in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle: origin at the top-left corner, in its parent's coordinates.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// Half-open containment, as UIKit's `CGRect.contains`: the left and top edges are inside,
    /// the right and bottom edges are not, so adjacent views never both contain a point.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    public var description: String { "[\(minX), \(minY), \(width), \(height)]" }
}

/// The centroid (mean) of a set of points; `.zero` for none. Not generic: it runs on every
/// frame from other modules, where an unspecialised generic costs ten times as much.
public func centroid(of points: [Point]) -> Point {
    guard !points.isEmpty else { return .zero }
    var sx = 0.0, sy = 0.0
    for p in points {
        sx += p.x
        sy += p.y
    }
    let n = Double(points.count)
    return Point(x: sx / n, y: sy / n)
}
