import TactilePluginKit

/// `pan` (UIPanGestureRecognizer, semantics B3): continuous. It begins when at least
/// `minimumNumberOfTouches` fingers are down and their centroid has moved `panSlop` or more
/// from touch-down; every move after that is a change; it ends when the last finger lifts.
/// Fingers beyond `maximumNumberOfTouches` are ignored.
///
/// `translation` is the centroid's travel since touch-down, slop included (Q6). When a finger
/// joins or leaves, the translation continues from where it was rather than jumping to the new
/// centroid. `velocity` is its rate in points per second.
class PanRecognizer: GestureRecognizer {
    var minimumTouches: Int
    var maximumTouches: Int?

    private(set) var translation = Point.zero
    private var velocity = VelocityEstimator()
    private var asked = false

    init(minimumTouches: Int, maximumTouches: Int?) {
        self.minimumTouches = minimumTouches
        self.maximumTouches = maximumTouches
        super.init(kind: .continuous)
    }

    override var failsWhenTouchesEnd: Bool { true }

    /// Whether the gesture may begin with this translation (a screen-edge pan adds its rules).
    /// Returning false fails it.
    func mayBegin(with translation: Point) -> Bool { true }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        if let maximumTouches {
            let excess = touchesDown.count - maximumTouches
            if excess > 0 {
                for t in touches.suffix(excess) { ignore(t) }
            }
        }
        velocity.add(translation, at: now)
    }

    override func touchesMoved(_ touches: [Touch], with event: Event) {
        // The centroid's displacement over the fingers that are down, as the moved ones went.
        let down = touchesDown.count
        guard down > 0 else { return }
        var delta = Point.zero
        for t in touches { delta = delta + (t.location - t.previousLocation) }
        translation = translation + delta * (1 / Double(down))
        velocity.add(translation, at: now)
        if asked {
            state = .changed
        } else if down >= minimumTouches, translation.length >= StandardThresholds.panSlop {
            guard mayBegin(with: translation) else {
                state = .failed
                return
            }
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
        translation = .zero
        velocity.removeAll()
        asked = false
    }

    override var publishedValues: [ParameterValue.MapEntry] {
        let v = velocity.velocity(at: now)
        return [
            .init(key: "translation", value: .list([.number(translation.x), .number(translation.y)])),
            .init(key: "velocity", value: .list([.number(v.x), .number(v.y)])),
        ]
    }

    static let parameterNames = ["minimumNumberOfTouches", "maximumNumberOfTouches"]

    override func setParameter(_ key: String, to value: ParameterValue) throws(ParameterError) {
        let p = try Parameters([.init(key: key, value: value)], allowed: Self.parameterNames, type: StandardPlugin.panTypeName)
        switch key {
        case "minimumNumberOfTouches": minimumTouches = try p.integer(key, default: minimumTouches, minimum: 1)
        default: maximumTouches = try p.integer(key, default: maximumTouches ?? Int.max, minimum: 1)
        }
    }

    static let declaration = RecognizerTypeDeclaration(
        name: StandardPlugin.panTypeName, kind: .continuous,
        parameters: [
            ParameterSpec("minimumNumberOfTouches", type: "integer ≥ 1", default: .number(1)),
            ParameterSpec("maximumNumberOfTouches", type: "integer ≥ 1 (no limit when absent)", default: nil),
        ]
    ) { entries throws(ParameterError) in
        let p = try Parameters(entries, allowed: parameterNames, type: StandardPlugin.panTypeName)
        let minimum = try p.integer("minimumNumberOfTouches", default: 1, minimum: 1)
        let maximum: Int? = p.value("maximumNumberOfTouches") == nil ? nil : try p.integer("maximumNumberOfTouches", default: 0, minimum: minimum)
        return PanRecognizer(minimumTouches: minimum, maximumTouches: maximum)
    }
}
