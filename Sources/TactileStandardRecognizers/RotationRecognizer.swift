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
final class RotationRecognizer: GestureRecognizer {
    private var fingers = TwoFingerTracking()
    private var lastAngle: Double?
    private var rotation = 0.0
    private var velocity = VelocityEstimator()
    private var asked = false

    init() { super.init(kind: .continuous) }

    override var failsWhenTouchesEnd: Bool { true }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        for t in fingers.join(touches) { ignore(t) }
        if lastAngle == nil, let v = fingers.vector(in: self.touches) {
            lastAngle = atan2(v.y, v.x)
            velocity.add(Point(x: rotation, y: 0), at: now)
        }
    }

    override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard let last = lastAngle, let v = fingers.vector(in: self.touches), touchesDown.count == 2 else { return }
        let angle = atan2(v.y, v.x)
        var delta = angle - last
        if delta > .pi { delta -= 2 * .pi } else if delta <= -.pi { delta += 2 * .pi }
        rotation += delta
        lastAngle = angle
        velocity.add(Point(x: rotation, y: 0), at: now)
        if asked {
            state = .changed
        } else if abs(rotation) >= StandardThresholds.rotationThreshold {
            asked = true
            state = .began
        }
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        if asked, touchesDown.isEmpty { state = .ended }
    }

    override func touchesCancelled(_ touches: [Touch], with event: Event) {
        if asked { state = .cancelled }
    }

    override func reset() {
        fingers.reset()
        lastAngle = nil
        rotation = 0
        velocity.removeAll()
        asked = false
    }

    override var publishedValues: [ParameterValue.MapEntry] {
        [.init(key: "rotation", value: .number(rotation)), .init(key: "velocity", value: .number(velocity.velocity(at: now).x))]
    }

    static let declaration = RecognizerTypeDeclaration(
        name: StandardPlugin.rotationTypeName, kind: .continuous, parameters: []
    ) { entries throws(ParameterError) in
        _ = try Parameters(entries, allowed: [], type: StandardPlugin.rotationTypeName)
        return RotationRecognizer()
    }
}
