import TactilePluginKit

/// `pinch` (UIPinchGestureRecognizer, semantics B6): continuous, two fingers. It begins when the
/// span between them has changed by `pinchSpanChange` or more since the second finger touched
/// down; every move after that is a change; it ends when both fingers have lifted. `scale` is
/// the span over the span at touch-down, cumulative (pitfall 10); `velocity` is the scale's rate
/// per second.
final class PinchRecognizer: TwoFingerGestureRecognizer {
    private var initialSpan = 0.0

    init() { super.init(valueName: "scale", initialValue: 1) }

    override func startMeasuring(_ vector: Point) {
        initialSpan = vector.length
    }

    override func measure(_ vector: Point) -> (value: Double, beginsGesture: Bool) {
        let span = vector.length
        return (initialSpan > 0 ? span / initialSpan : 1, abs(span - initialSpan) >= StandardThresholds.pinchSpanChange)
    }

    override func resetMeasurement() {
        initialSpan = 0
    }

    static let declaration = RecognizerTypeDeclaration(
        name: StandardPlugin.pinchTypeName, kind: .continuous, parameters: []
    ) { entries throws(ParameterError) in
        _ = try Parameters(entries, allowed: [], type: StandardPlugin.pinchTypeName)
        return PinchRecognizer()
    }
}
