import TactilePluginKit

/// `longPress` (UILongPressGestureRecognizer, semantics B2): continuous. After
/// `numberOfTapsRequired` taps, the required fingers stay down for `minimumPressDuration`: it
/// begins then. Before that, a finger moving farther than `allowableMovement` from where it
/// touched down, too many fingers, or a lift fails it. Once begun, moves are changes (never a
/// cancel: pitfall 9) and the first lift ends it.
final class LongPressRecognizer: GestureRecognizer {
    var minimumPressDuration: Double
    var allowableMovement: Double
    var touchesRequired: Int
    var tapsRequired: Int

    private var tapsDone = 0
    private var fingersInPress: Set<Int> = []
    private var waitingForNextTap = false
    private var asked = false

    private enum Timer: Int {
        case press = 1, interval = 2, tapDuration = 3
    }

    init(minimumPressDuration: Double, allowableMovement: Double, touchesRequired: Int, tapsRequired: Int) {
        self.minimumPressDuration = minimumPressDuration
        self.allowableMovement = allowableMovement
        self.touchesRequired = touchesRequired
        self.tapsRequired = tapsRequired
        super.init(kind: .continuous)
    }

    override var failsWhenTouchesEnd: Bool { !waitingForNextTap }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        if waitingForNextTap {
            waitingForNextTap = false
            cancelTimer(Timer.interval.rawValue)
        }
        if asked {
            // Fingers joining a long press that has begun are part of it.
            return
        }
        for t in touches { fingersInPress.insert(t.serial) }
        if fingersInPress.count > touchesRequired {
            state = .failed
        } else if fingersInPress.count == touchesRequired {
            if tapsDone == tapsRequired {
                startTimer(Timer.press.rawValue, afterMilliseconds: StandardThresholds.milliseconds(fromSeconds: minimumPressDuration))
            } else {
                startTimer(Timer.tapDuration.rawValue, afterMilliseconds: StandardThresholds.tapMaximumDuration)
            }
        }
    }

    override func touchesMoved(_ touches: [Touch], with event: Event) {
        if asked {
            state = .changed
        } else if touches.contains(where: { $0.location.distance(to: $0.initialLocation) > allowableMovement }) {
            state = .failed
        }
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        if asked {
            state = .ended
            return
        }
        cancelTimer(Timer.press.rawValue)
        guard tapsDone < tapsRequired else {
            state = .failed
            return
        }
        // A lift during the taps that precede the press.
        guard self.touches.filter({ fingersInPress.contains($0.serial) }).allSatisfy(\.isFinished) else { return }
        cancelTimer(Timer.tapDuration.rawValue)
        guard fingersInPress.count == touchesRequired else {
            state = .failed
            return
        }
        tapsDone += 1
        fingersInPress.removeAll()
        waitingForNextTap = true
        startTimer(Timer.interval.rawValue, afterMilliseconds: StandardThresholds.tapInterval)
    }

    override func timerFired(_ timer: Int) {
        if timer == Timer.press.rawValue {
            asked = true
            state = .began
        } else {
            waitingForNextTap = false
            state = .failed
        }
    }

    override func reset() {
        tapsDone = 0
        fingersInPress.removeAll()
        waitingForNextTap = false
        asked = false
    }

    static let parameterNames = ["minimumPressDuration", "allowableMovement", "numberOfTouchesRequired", "numberOfTapsRequired"]

    override func setParameter(_ key: String, to value: ParameterValue) throws(ParameterError) {
        let p = try Parameters([.init(key: key, value: value)], allowed: Self.parameterNames, type: StandardPlugin.longPressTypeName)
        switch key {
        case "minimumPressDuration": minimumPressDuration = try p.number(key, default: minimumPressDuration, minimum: 0)
        case "allowableMovement": allowableMovement = try p.number(key, default: allowableMovement, minimum: 0)
        case "numberOfTouchesRequired": touchesRequired = try p.integer(key, default: touchesRequired, minimum: 1)
        default: tapsRequired = try p.integer(key, default: tapsRequired, minimum: 0)
        }
    }

    static let declaration = RecognizerTypeDeclaration(
        name: StandardPlugin.longPressTypeName, kind: .continuous,
        parameters: [
            ParameterSpec("minimumPressDuration", type: "seconds ≥ 0", default: .number(StandardThresholds.longPressMinimumDurationSeconds)),
            ParameterSpec("allowableMovement", type: "points ≥ 0", default: .number(StandardThresholds.longPressAllowableMovement)),
            ParameterSpec("numberOfTouchesRequired", type: "integer ≥ 1", default: .number(1)),
            ParameterSpec("numberOfTapsRequired", type: "integer ≥ 0", default: .number(0)),
        ]
    ) { entries throws(ParameterError) in
        let p = try Parameters(entries, allowed: parameterNames, type: StandardPlugin.longPressTypeName)
        return LongPressRecognizer(
            minimumPressDuration: try p.number("minimumPressDuration", default: StandardThresholds.longPressMinimumDurationSeconds, minimum: 0),
            allowableMovement: try p.number("allowableMovement", default: StandardThresholds.longPressAllowableMovement, minimum: 0),
            touchesRequired: try p.integer("numberOfTouchesRequired", default: 1, minimum: 1),
            tapsRequired: try p.integer("numberOfTapsRequired", default: 0, minimum: 0))
    }
}
