/// What the overlay shows at one moment: the answer of `OverlayModel.scene(at:)`, drawn by
/// `OverlayRenderer`. Plain values, so that tests can check it without drawing.
public struct OverlayScene: Hashable, Sendable {
    public var touches: [TouchMark]
    public var labels: [GestureLabel]

    public init(touches: [TouchMark] = [], labels: [GestureLabel] = []) {
        self.touches = touches
        self.labels = labels
    }

    /// Whether there is nothing to draw.
    public var isEmpty: Bool { touches.isEmpty && labels.isEmpty }
}

/// A touch's circle and its fading trail.
public struct TouchMark: Hashable, Sendable {
    public var id: Int
    public var center: OverlayPoint
    public var radius: Double
    /// 1 while the touch is down, falling to 0 after it lifts.
    public var opacity: Double
    /// Recent positions, oldest first, each with its own opacity (older is fainter).
    public var trail: [TrailPoint]

    public init(id: Int, center: OverlayPoint, radius: Double, opacity: Double, trail: [TrailPoint]) {
        self.id = id
        self.center = center
        self.radius = radius
        self.opacity = opacity
        self.trail = trail
    }
}

/// One point of a trail.
public struct TrailPoint: Hashable, Sendable {
    public var location: OverlayPoint
    public var opacity: Double

    public init(location: OverlayPoint, opacity: Double) {
        self.location = location
        self.opacity = opacity
    }
}

/// A recognizer's latest state next to its gesture, with the action's values when it has some.
public struct GestureLabel: Hashable, Sendable {
    public var recognizer: String
    public var state: String
    public var values: [GestureValue]
    /// The top-left corner of the gesture's touches (or the action's location), in global
    /// points: the label goes just above it. Nil when the gesture's place is unknown.
    public var anchor: OverlayPoint?
    public var opacity: Double

    public init(recognizer: String, state: String, values: [GestureValue], anchor: OverlayPoint?, opacity: Double) {
        self.recognizer = recognizer
        self.state = state
        self.values = values
        self.anchor = anchor
        self.opacity = opacity
    }

    /// The first line: `Pinch  ended`.
    public var title: String { "\(recognizer)  \(state)" }

    /// The second line, empty when the action had no values: `scale 1.42  rotation 35°`.
    public var detail: String { values.map { "\($0.name) \($0.text)" }.joined(separator: "  ") }
}
