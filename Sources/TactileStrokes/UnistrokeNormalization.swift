/// The $1 normalisation pipeline (Wobbrock, Wilson & Li 2007, steps 1–3): resample, rotate to
/// the indicative angle, scale to a reference square, translate the centroid to the origin.
struct UnistrokeNormalization: Equatable {
    /// Points after resampling (the paper's N = 64).
    var pointCount: Int
    /// Side of the reference square (the paper's 250).
    var squareSize: Double
    /// Whether to remove the gesture's orientation (rotate its indicative angle to 0).
    var rotationInvariant: Bool

    func normalize(_ path: [StrokePoint]) -> [StrokePoint] {
        var points = PathResampling.resample(path, count: pointCount)
        guard !points.isEmpty else { return [] }
        if rotationInvariant {
            let center = PlanarMath.centroid(points)
            let indicative = PlanarMath.angle(from: center, to: points[0])
            points = PlanarMath.rotate(points, by: -indicative, about: center)
        }
        points = scaleToSquare(points)
        return PlanarMath.translateCentroidToOrigin(points)
    }

    /// Non-uniform scaling of the bounding box to `squareSize` × `squareSize`, as in $1: it makes
    /// matching aspect-ratio invariant, at the price of distorting one-dimensional shapes.
    /// A dimension with no extent (a perfectly straight line) would divide by zero; it gets the
    /// other dimension's factor instead, so a line keeps its shape rather than exploding.
    func scaleToSquare(_ points: [StrokePoint]) -> [StrokePoint] {
        let box = BoundingBox(points)
        let largest = max(box.width, box.height)
        guard largest > 0 else { return points }
        let sx = squareSize / (box.width > 0 ? box.width : largest)
        let sy = squareSize / (box.height > 0 ? box.height : largest)
        return points.map { StrokePoint(x: $0.x * sx, y: $0.y * sy) }
    }
}
