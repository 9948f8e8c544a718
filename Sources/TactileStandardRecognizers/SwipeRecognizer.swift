import TactilePluginKit

#if canImport(Glibc)
    import Glibc
#endif

/// `swipe` (UISwipeGestureRecognizer, semantics B5): discrete. Recognized when
/// `numberOfTouchesRequired` fingers have carried their centroid `minimumDistance` (default
/// `swipeMinimumDistance`, 50 points) or more along an allowed direction, no more than
/// `swipeMaximumAngle` off its axis, within `swipeMaximumDuration` of the first touch-down.
/// `minimumDistance` is Tactile's addition to UIKit's parameters: the touchpad window is in
/// millimetres, where 50 would be a very long swipe. It fails on too many fingers, on time running
/// out, or once the centroid has gone the distance in a way that does not qualify. Its
/// location is where it began (the centroid at touch-down) and it publishes the `direction`.
final class SwipeRecognizer: GestureRecognizer {
    enum Direction: String, CaseIterable {
        case right, left, up, down

        var unit: Point {
            switch self {
            case .right: Point(x: 1, y: 0)
            case .left: Point(x: -1, y: 0)
            case .up: Point(x: 0, y: -1)
            case .down: Point(x: 0, y: 1)
            }
        }
    }

    var directions: [Direction]
    var touchesRequired: Int
    var minimumDistance: Double

    private var start: Point?
    private var startInWindow: Point?
    private var fingers: Set<Int> = []
    private var recognizedDirection: Direction?

    init(directions: [Direction], touchesRequired: Int, minimumDistance: Double) {
        self.directions = directions
        self.touchesRequired = touchesRequired
        self.minimumDistance = minimumDistance
        super.init(kind: .discrete)
    }

    override var failsWhenTouchesEnd: Bool { true }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        if fingers.isEmpty {
            startTimer(1, afterMilliseconds: StandardThresholds.swipeMaximumDuration)
        }
        for t in touches { fingers.insert(t.serial) }
        if fingers.count > touchesRequired {
            state = .failed
        } else if fingers.count == touchesRequired {
            // The gesture starts with all its fingers down: measure from their centroid then.
            start = location(in: .view)
        }
    }

    override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard let start, touchesDown.count == touchesRequired else { return }
        let travel = location(in: .view) - start
        guard travel.length >= minimumDistance else { return }
        let best = directions.min { angle(travel, $0) < angle(travel, $1) }
        if let best, angle(travel, best) <= StandardThresholds.swipeMaximumAngle,
            travel.x * best.unit.x + travel.y * best.unit.y >= minimumDistance
        {
            recognizedDirection = best
            state = .recognized
        } else if let best, angle(travel, best) > StandardThresholds.swipeMaximumAngle {
            state = .failed
        }
    }

    private func angle(_ v: Point, _ d: Direction) -> Double {
        let cosine = (v.x * d.unit.x + v.y * d.unit.y) / v.length
        return acos(max(-1, min(1, cosine)))
    }

    override func timerFired(_ timer: Int) {
        state = .failed
    }

    override func reset() {
        start = nil
        fingers.removeAll()
        recognizedDirection = nil
    }

    override var publishedLocation: Point? { start }

    override var publishedValues: [ParameterValue.MapEntry] {
        [.init(key: "direction", value: .string(recognizedDirection?.rawValue ?? ""))]
    }

    static let parameterNames = ["direction", "numberOfTouchesRequired", "minimumDistance"]

    override func setParameter(_ key: String, to value: ParameterValue) throws(ParameterError) {
        let p = try Parameters([.init(key: key, value: value)], allowed: Self.parameterNames, type: StandardPlugin.swipeTypeName)
        switch key {
        case "direction": directions = try Self.readDirections(p)
        case "minimumDistance": minimumDistance = try Self.readMinimumDistance(p)
        default: touchesRequired = try p.integer(key, default: touchesRequired, minimum: 1)
        }
    }

    /// A distance above 0 (at 0 any twitch would be a swipe, in no direction at all).
    private static func readMinimumDistance(_ p: Parameters) throws(ParameterError) -> Double {
        let distance = try p.number("minimumDistance", default: StandardThresholds.swipeMinimumDistance, minimum: 0)
        guard distance > 0 else {
            throw ParameterError(key: "minimumDistance", message: "'minimumDistance' must be a number > 0, not 0")
        }
        return distance
    }

    private static func readDirections(_ p: Parameters) throws(ParameterError) -> [Direction] {
        try p.names("direction", default: ["right"], allowed: Direction.allCases.map(\.rawValue)).compactMap(Direction.init(rawValue:))
    }

    static let declaration = RecognizerTypeDeclaration(
        name: StandardPlugin.swipeTypeName, kind: .discrete,
        parameters: [
            ParameterSpec("direction", type: "right, left, up, down, or a list of them", default: .string("right")),
            ParameterSpec("numberOfTouchesRequired", type: "integer ≥ 1", default: .number(1)),
            ParameterSpec("minimumDistance", type: "number > 0 (Tactile's addition)",
                          default: .number(StandardThresholds.swipeMinimumDistance)),
        ]
    ) { entries throws(ParameterError) in
        let p = try Parameters(entries, allowed: parameterNames, type: StandardPlugin.swipeTypeName)
        return SwipeRecognizer(
            directions: try readDirections(p),
            touchesRequired: try p.integer("numberOfTouchesRequired", default: 1, minimum: 1),
            minimumDistance: try readMinimumDistance(p))
    }
}
