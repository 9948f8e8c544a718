import TactilePluginKit

/// `pinch` (UIPinchGestureRecognizer, semantics B6): continuous, two fingers. It begins when the
/// span between them has changed by `pinchSpanChange` or more since the second finger touched
/// down; every move after that is a change; it ends when both fingers have lifted. `scale` is
/// the span over the span at touch-down, cumulative (pitfall 10); `velocity` is the scale's rate
/// per second.
final class PinchRecognizer: GestureRecognizer {
    private var fingers = TwoFingerTracking()
    private var initialSpan: Double?
    private var scale = 1.0
    private var velocity = VelocityEstimator()
    private var asked = false

    init() { super.init(kind: .continuous) }

    override var failsWhenTouchesEnd: Bool { true }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        for t in fingers.join(touches) { ignore(t) }
        if initialSpan == nil, let v = fingers.vector(in: self.touches) {
            initialSpan = v.length
            velocity.add(Point(x: scale, y: 0), at: now)
        }
    }

    override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard let initialSpan, let v = fingers.vector(in: self.touches), touchesDown.count == 2 else { return }
        let span = v.length
        scale = initialSpan > 0 ? span / initialSpan : 1
        velocity.add(Point(x: scale, y: 0), at: now)
        if asked {
            state = .changed
        } else if abs(span - initialSpan) >= StandardThresholds.pinchSpanChange {
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
        initialSpan = nil
        scale = 1
        velocity.removeAll()
        asked = false
    }

    override var publishedValues: [ParameterValue.MapEntry] {
        [.init(key: "scale", value: .number(scale)), .init(key: "velocity", value: .number(velocity.velocity(at: now).x))]
    }

    static let declaration = RecognizerTypeDeclaration(
        name: StandardPlugin.pinchTypeName, kind: .continuous, parameters: []
    ) { entries throws(ParameterError) in
        _ = try Parameters(entries, allowed: [], type: StandardPlugin.pinchTypeName)
        return PinchRecognizer()
    }
}
