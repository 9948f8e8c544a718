import TactilePluginKit

#if canImport(Glibc)
    import Glibc
#endif

/// `rotation` (UIRotationGestureRecognizer, semantics B7): continuous, two fingers. It begins
/// when the line between them has turned by `rotationThreshold` or more since the second finger
/// touched down; every move after that is a change; it ends when both fingers have lifted.
/// `rotation` is cumulative in radians, clockwise-positive on screen (y grows down, so atan2 of
/// the view's coordinates already turns that way), unwrapped across ±π; `velocity` is its rate
/// in radians per second.
final class RotationRecognizer: TwoFingerGestureRecognizer {
    private var lastAngle = 0.0
    private var rotation = 0.0

    init() { super.init(valueName: "rotation", initialValue: 0) }

    override func startMeasuring(_ vector: Point) {
        lastAngle = atan2(vector.y, vector.x)
    }

    override func measure(_ vector: Point) -> (value: Double, beginsGesture: Bool) {
        let angle = atan2(vector.y, vector.x)
        var delta = angle - lastAngle
        if delta > .pi { delta -= 2 * .pi } else if delta <= -.pi { delta += 2 * .pi }
        rotation += delta
        lastAngle = angle
        return (rotation, abs(rotation) >= StandardThresholds.rotationThreshold)
    }

    override func resetMeasurement() {
        lastAngle = 0
        rotation = 0
    }

    static let declaration = RecognizerTypeDeclaration(
        name: StandardPlugin.rotationTypeName, kind: .continuous, parameters: []
    ) { entries throws(ParameterError) in
        _ = try Parameters(entries, allowed: [], type: StandardPlugin.rotationTypeName)
        return RotationRecognizer()
    }
}
