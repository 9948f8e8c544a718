import TactileStrokes

/// The matcher the `method` parameter selects.
public enum StrokeMethod: String, CaseIterable, Sendable {
    /// $1: one path, direction and start point matter; optionally rotation-invariant.
    case dollar1
    /// $P: a point cloud, so stroke number, order and direction do not matter; always compares
    /// shapes as drawn (no rotation search), so `rotationSensitive` does not apply.
    case pointcloud

    /// The acceptance score when a scene gives no `threshold`. Each method maps distances to
    /// scores its own way ($P's crowd nearer 1), hence one default each. Chosen with
    /// ThresholdSurvey on the $1 dataset (docs/strokes.md, "Choosing the threshold"): with a
    /// user's own three examples of a check and a circle, $1 at 0.88 accepts 97.9 % of that
    /// user's further checks and circles while accepting 0.6 % of the other 14 shapes, no
    /// straight drag and 6.7 % of curved ones; $P needs 0.90 for a comparable balance (98.6 %,
    /// 1.6 %, 9.8 %, 0.8 %). Lower thresholds keep more shapes but start eating curved pans.
    public var defaultThreshold: Double {
        switch self {
        case .dollar1: 0.88
        case .pointcloud: 0.90
        }
    }

    /// A matcher over `templates`, which it normalises once, here.
    func matcher(templates: TemplateSet, rotationSensitive: Bool) -> any StrokeRecognizer {
        switch self {
        case .dollar1: DollarOneRecognizer(templates: templates, options: .init(rotationSensitive: rotationSensitive))
        case .pointcloud: PointCloudRecognizer(templates: templates)
        }
    }
}
