/// The $P normalisation (Vatavu, Anthony & Wobbrock, ICMI 2012): resample all strokes together
/// to n points, scale uniformly to the unit box, translate the centroid to the origin.
///
/// Stroke order, stroke direction and the number of strokes are forgotten on purpose: the result
/// is an unordered cloud, which is what makes $P indifferent to how a shape was drawn.
struct PointCloudNormalization: Equatable {
    /// Points in the cloud (the paper's n = 32).
    var pointCount: Int

    func normalize(_ strokes: [Stroke]) -> [StrokePoint] {
        var points = PathResampling.resample(strokes.map(\.points), count: pointCount).map(\.point)
        guard !points.isEmpty else { return [] }
        points = scaleUniformly(points)
        return PlanarMath.translateCentroidToOrigin(points)
    }

    /// Scales by the larger bounding-box side so the shape fits the unit square with its aspect
    /// ratio intact; unlike $1's non-uniform scaling this keeps lines and dots meaningful.
    func scaleUniformly(_ points: [StrokePoint]) -> [StrokePoint] {
        let box = BoundingBox(points)
        let size = max(box.width, box.height)
        guard size > 0 else { return points.map { _ in StrokePoint(x: 0, y: 0) } }
        return points.map { StrokePoint(x: ($0.x - box.minX) / size, y: ($0.y - box.minY) / size) }
    }
}
