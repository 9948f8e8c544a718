// Trigonometry comes from the C library so that the algorithm files need no Foundation.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Axis-aligned bounds of a point set.
struct BoundingBox: Equatable {
    var minX: Double, minY: Double, maxX: Double, maxY: Double
    var width: Double { maxX - minX }
    var height: Double { maxY - minY }

    init(_ points: [StrokePoint]) {
        var box = BoundingBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
        for p in points {
            box.minX = Swift.min(box.minX, p.x)
            box.minY = Swift.min(box.minY, p.y)
            box.maxX = Swift.max(box.maxX, p.x)
            box.maxY = Swift.max(box.maxY, p.y)
        }
        self = box
    }

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }
}

enum PlanarMath {
    /// Mean of the points; the origin for an empty set.
    static func centroid(_ points: [StrokePoint]) -> StrokePoint {
        guard !points.isEmpty else { return StrokePoint(x: 0, y: 0) }
        var sx = 0.0, sy = 0.0
        for p in points {
            sx += p.x
            sy += p.y
        }
        let n = Double(points.count)
        return StrokePoint(x: sx / n, y: sy / n)
    }

    /// Sum of the distances between consecutive points.
    static func pathLength(_ points: [StrokePoint]) -> Double {
        var length = 0.0
        for i in points.indices.dropFirst() {
            length += points[i - 1].distance(to: points[i])
        }
        return length
    }

    /// Angle in radians of the vector from `from` to `to`.
    static func angle(from: StrokePoint, to: StrokePoint) -> Double {
        atan2(to.y - from.y, to.x - from.x)
    }

    /// The points rotated by `radians` about `center`.
    static func rotate(_ points: [StrokePoint], by radians: Double, about center: StrokePoint) -> [StrokePoint] {
        let c = cos(radians), s = sin(radians)
        return points.map { p in
            let dx = p.x - center.x, dy = p.y - center.y
            return StrokePoint(x: dx * c - dy * s + center.x, y: dx * s + dy * c + center.y)
        }
    }

    /// The points moved so that their centroid is the origin.
    static func translateCentroidToOrigin(_ points: [StrokePoint]) -> [StrokePoint] {
        let c = centroid(points)
        return points.map { $0 - c }
    }

    static func power(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }

    static func degreesToRadians(_ degrees: Double) -> Double { degrees * Double.pi / 180 }
}
