import TactileCore
import TactileEngine
import TactileStandardRecognizers

// The pan, tap and long press logic of the standard plugin, written straight against the
// engine's `GestureBehavior` with no C boundary and no SDK: the baseline that the ABI's cost is
// measured against. They follow the plugin's recognizers step by step; they are not a second
// implementation to maintain, only a yardstick.

/// Pan, as `PanRecognizer`.
final class DirectPan: GestureBehavior {
    let kind = RecognizerKind.continuous
    var failsWhenTouchesEnd: Bool { true }
    private var translation = Point.zero
    private var velocity = VelocityEstimator()
    private var asked = false

    func touchesBegan(_ touches: [Touch], with event: Event, context: RecognizerContext) {
        velocity.add(translation, at: context.now)
    }

    func touchesMoved(_ touches: [Touch], with event: Event, context: RecognizerContext) {
        let down = context.touches.filter { !$0.phase.isFinished }.count
        guard down > 0 else { return }
        var delta = Point.zero
        for t in touches { delta = delta + (t.location(in: context.view) - t.previousLocation(in: context.view)) }
        translation = translation + delta * (1 / Double(down))
        velocity.add(translation, at: context.now)
        if asked {
            context.request(.changed)
        } else if translation.length >= GestureConstants.panSlop {
            asked = true
            context.request(.began)
        }
    }

    func touchesEnded(_ touches: [Touch], with event: Event, context: RecognizerContext) {
        if asked, context.touches.allSatisfy({ $0.phase.isFinished }) { context.request(.ended) }
    }

    func touchesCancelled(_ touches: [Touch], with event: Event, context: RecognizerContext) {
        if asked { context.request(.cancelled) }
    }

    func reset() {
        translation = .zero
        velocity.removeAll()
        asked = false
    }

    func publishedValues(context: RecognizerContext) -> PublishedValues {
        let v = velocity.velocity(at: context.now)
        return PublishedValues(values: [
            .init(key: "translation", value: .list([.number(translation.x), .number(translation.y)])),
            .init(key: "velocity", value: .list([.number(v.x), .number(v.y)])),
        ])
    }
}

/// A one-finger single tap, as `TapRecognizer` with its defaults.
final class DirectTap: GestureBehavior {
    let kind = RecognizerKind.discrete
    var failsWhenTouchesEnd: Bool { true }
    private var fingers = 0

    func touchesBegan(_ touches: [Touch], with event: Event, context: RecognizerContext) {
        if fingers == 0 { context.startTimer(1, after: GestureConstants.tapMaximumDurationMilliseconds) }
        fingers += touches.count
        if fingers > 1 { context.request(.failed) }
    }

    func touchesMoved(_ touches: [Touch], with event: Event, context: RecognizerContext) {
        if touches.contains(where: { $0.location.distance(to: $0.initialLocation) > GestureConstants.tapMovement }) {
            context.request(.failed)
        }
    }

    func touchesEnded(_ touches: [Touch], with event: Event, context: RecognizerContext) {
        guard context.touches.allSatisfy({ $0.phase.isFinished }) else { return }
        context.cancelTimer(1)
        context.request(fingers == 1 ? .recognized : .failed)
    }

    func touchesCancelled(_ touches: [Touch], with event: Event, context: RecognizerContext) {}
    func timerFired(_ timer: Int, context: RecognizerContext) { context.request(.failed) }
    func reset() { fingers = 0 }
}

/// A one-finger long press, as `LongPressRecognizer` with its defaults.
final class DirectLongPress: GestureBehavior {
    let kind = RecognizerKind.continuous
    var failsWhenTouchesEnd: Bool { true }
    private var asked = false

    func touchesBegan(_ touches: [Touch], with event: Event, context: RecognizerContext) {
        if context.touches.count > 1 {
            context.request(.failed)
        } else {
            context.startTimer(1, after: milliseconds(fromSeconds: GestureConstants.longPressMinimumDurationSeconds))
        }
    }

    func touchesMoved(_ touches: [Touch], with event: Event, context: RecognizerContext) {
        if asked {
            context.request(.changed)
        } else if touches.contains(where: { $0.location.distance(to: $0.initialLocation) > GestureConstants.longPressAllowableMovement }) {
            context.request(.failed)
        }
    }

    func touchesEnded(_ touches: [Touch], with event: Event, context: RecognizerContext) {
        context.request(asked ? .ended : .failed)
    }

    func touchesCancelled(_ touches: [Touch], with event: Event, context: RecognizerContext) {}

    func timerFired(_ timer: Int, context: RecognizerContext) {
        asked = true
        context.request(.began)
    }

    func reset() { asked = false }
}

/// The direct types under the standard names, so that one scene serves both runs.
func directRegistry() -> RecognizerTypeRegistry {
    var r = RecognizerTypeRegistry()
    r.register(RecognizerType(name: "pan", kind: .continuous, parameters: []) { (_: [ParameterValue.MapEntry]) throws(ParameterError) -> any GestureBehavior in DirectPan() })
    r.register(RecognizerType(name: "tap", kind: .discrete, parameters: []) { (_: [ParameterValue.MapEntry]) throws(ParameterError) -> any GestureBehavior in DirectTap() })
    r.register(RecognizerType(name: "longPress", kind: .continuous, parameters: []) { (_: [ParameterValue.MapEntry]) throws(ParameterError) -> any GestureBehavior in DirectLongPress() })
    return r
}
