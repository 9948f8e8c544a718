import TactilePluginKit

/// What pinch and rotation share: a continuous gesture of exactly two fingers that measures one
/// quantity between them (their span's ratio, the turn of the line through them). It starts
/// measuring when the second finger touches down (later fingers are ignored), begins when the
/// subclass says the quantity has gone far enough, changes on every move after that, and ends
/// when both fingers have lifted. It publishes the quantity under `valueName` and its rate per
/// second as `velocity`.
class TwoFingerGestureRecognizer: GestureRecognizer {
    private let valueName: String
    private let initialValue: Double
    private var fingers = TwoFingerTracking()
    private var velocity = VelocityEstimator()
    private var measuring = false
    private var asked = false
    /// The measured quantity, cumulative since the second finger touched down.
    private var value: Double

    init(valueName: String, initialValue: Double) {
        self.valueName = valueName
        self.initialValue = initialValue
        value = initialValue
        super.init(kind: .continuous)
    }

    /// The second finger is down; `vector` goes from the first finger to the second.
    func startMeasuring(_ vector: Point) {}

    /// The fingers moved: the quantity now, and whether it has gone far enough to begin.
    func measure(_ vector: Point) -> (value: Double, beginsGesture: Bool) { (initialValue, false) }

    /// Forget the attempt's measurement.
    func resetMeasurement() {}

    override var failsWhenTouchesEnd: Bool { true }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        for t in fingers.join(touches) { ignore(t) }
        if !measuring, let v = fingers.vector(in: self.touches) {
            measuring = true
            startMeasuring(v)
            velocity.add(Point(x: value, y: 0), at: now)
        }
    }

    override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard measuring, let v = fingers.vector(in: self.touches), touchesDown.count == 2 else { return }
        let (measured, begins) = measure(v)
        value = measured
        velocity.add(Point(x: value, y: 0), at: now)
        if asked {
            state = .changed
        } else if begins {
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
        velocity.removeAll()
        measuring = false
        asked = false
        value = initialValue
        resetMeasurement()
    }

    override var publishedValues: [ParameterValue.MapEntry] {
        [.init(key: valueName, value: .number(value)), .init(key: "velocity", value: .number(velocity.velocity(at: now).x))]
    }
}
