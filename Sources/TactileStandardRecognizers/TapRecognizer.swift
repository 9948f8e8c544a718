import TactilePluginKit

/// `tap` (UITapGestureRecognizer, semantics B1): discrete; recognizes on the lift of the last
/// finger of the last required tap.
///
/// It fails when a finger moves farther than `tapMovement` from where it touched down, a tap
/// lasts longer than `tapMaximumDuration`, more fingers than required touch down, a tap ends
/// with fewer, the next tap comes later than `tapInterval` after the previous lift, or lands
/// farther than `tapSeparation` from the previous tap. Its location is the first tap's.
/// Between taps it is still possible with no finger down; the interval timer decides then, so
/// the host must not fail it for having no touches (`failsWhenTouchesEnd`).
final class TapRecognizer: GestureRecognizer {
    var tapsRequired: Int
    var touchesRequired: Int

    /// Taps finished in this attempt.
    private var tapsDone = 0
    /// Fingers that touched down in the current tap, by serial.
    private var fingersInTap: Set<Int> = []
    /// Where the previous tap was (view coordinates), and where the first one was.
    private var previousTapLocation: Point?
    private var firstTapLocation: Point?
    private var waitingForNextTap = false

    private enum Timer: Int {
        case duration = 1, interval = 2
    }

    init(tapsRequired: Int, touchesRequired: Int) {
        self.tapsRequired = tapsRequired
        self.touchesRequired = touchesRequired
        super.init(kind: .discrete)
    }

    override var failsWhenTouchesEnd: Bool { !waitingForNextTap }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        if waitingForNextTap {
            waitingForNextTap = false
            cancelTimer(Timer.interval.rawValue)
            if let previous = previousTapLocation,
                centroid(of: touches.map(\.location)).distance(to: previous) > StandardThresholds.tapSeparation
            {
                state = .failed
                return
            }
        }
        if fingersInTap.isEmpty {
            startTimer(Timer.duration.rawValue, afterMilliseconds: StandardThresholds.tapMaximumDuration)
        }
        for t in touches { fingersInTap.insert(t.serial) }
        if fingersInTap.count > touchesRequired { state = .failed }
    }

    override func touchesMoved(_ touches: [Touch], with event: Event) {
        if Self.movedTooFar(touches) { state = .failed }
    }

    /// A lift may carry its own location (an `up` line with x, y): it counts as movement too.
    private static func movedTooFar(_ touches: [Touch]) -> Bool {
        touches.contains { $0.location.distance(to: $0.initialLocation) > StandardThresholds.tapMovement }
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        if Self.movedTooFar(touches) {
            state = .failed
            return
        }
        let tap = self.touches.filter { fingersInTap.contains($0.serial) }
        guard tap.allSatisfy(\.isFinished) else { return }
        cancelTimer(Timer.duration.rawValue)
        guard fingersInTap.count == touchesRequired else {
            state = .failed
            return
        }
        let location = centroid(of: tap.map(\.location))
        if firstTapLocation == nil { firstTapLocation = location }
        previousTapLocation = location
        tapsDone += 1
        fingersInTap.removeAll()
        if tapsDone == tapsRequired {
            state = .recognized
        } else {
            waitingForNextTap = true
            startTimer(Timer.interval.rawValue, afterMilliseconds: StandardThresholds.tapInterval)
        }
    }

    override func timerFired(_ timer: Int) {
        // The tap lasted too long, or the next one did not come in time.
        waitingForNextTap = false
        state = .failed
    }

    override func reset() {
        tapsDone = 0
        fingersInTap.removeAll()
        previousTapLocation = nil
        firstTapLocation = nil
        waitingForNextTap = false
    }

    override var publishedLocation: Point? { firstTapLocation }

    /// Rule 10: a tap never prevents a tap that needs more taps, and is never prevented by one
    /// that needs fewer; the higher tap count wins (Q4).
    override func canPrevent(_ other: OtherRecognizer) -> Bool {
        guard other.typeName == StandardPlugin.tapTypeName else { return true }
        return Self.tapsRequired(of: other) <= tapsRequired
    }

    override func canBePrevented(by other: OtherRecognizer) -> Bool {
        guard other.typeName == StandardPlugin.tapTypeName else { return true }
        return Self.tapsRequired(of: other) >= tapsRequired
    }

    private static func tapsRequired(of other: OtherRecognizer) -> Int {
        other.parameter("numberOfTapsRequired")?.intValue ?? 1
    }

    override func setParameter(_ key: String, to value: ParameterValue) throws(ParameterError) {
        let p = try Parameters([.init(key: key, value: value)], allowed: Self.parameterNames, type: StandardPlugin.tapTypeName)
        switch key {
        case "numberOfTapsRequired": tapsRequired = try p.integer(key, default: tapsRequired, minimum: 1)
        default: touchesRequired = try p.integer(key, default: touchesRequired, minimum: 1)
        }
    }

    static let parameterNames = ["numberOfTapsRequired", "numberOfTouchesRequired"]

    static let declaration = RecognizerTypeDeclaration(
        name: StandardPlugin.tapTypeName, kind: .discrete,
        parameters: [
            ParameterSpec("numberOfTapsRequired", type: "integer ≥ 1", default: .number(1)),
            ParameterSpec("numberOfTouchesRequired", type: "integer ≥ 1", default: .number(1)),
        ]
    ) { entries throws(ParameterError) in
        let p = try Parameters(entries, allowed: parameterNames, type: StandardPlugin.tapTypeName)
        return TapRecognizer(
            tapsRequired: try p.integer("numberOfTapsRequired", default: 1, minimum: 1),
            touchesRequired: try p.integer("numberOfTouchesRequired", default: 1, minimum: 1))
    }
}
