import TactileStrokes

/// The matcher the `method` parameter selects.
public enum StrokeMethod: String, CaseIterable, Sendable {
    /// $1: one path, direction and start point matter; optionally rotation-invariant.
    case dollar1
    /// $P: a point cloud, so stroke number, order and direction do not matter; always compares
    /// shapes as drawn (no rotation search), so `rotationSensitive` does not apply.
    case pointcloud

    /// A matcher over `templates`, which it normalises once, here.
    func matcher(templates: TemplateSet, rotationSensitive: Bool) -> any StrokeRecognizer {
        switch self {
        case .dollar1: DollarOneRecognizer(templates: templates, options: .init(rotationSensitive: rotationSensitive))
        case .pointcloud: PointCloudRecognizer(templates: templates)
        }
    }
}
