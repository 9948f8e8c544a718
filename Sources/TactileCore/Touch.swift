/// The phase of a touch within one event (UITouch.Phase).
public enum TouchPhase: String, Hashable, Sendable {
    case began, moved, stationary, ended, cancelled

    /// Whether the finger is off the surface (ended or cancelled).
    public var isFinished: Bool { self == .ended || self == .cancelled }
}

/// One finger on the surface, from down to up: a stable identity with a phase, its location in
/// its window, the view it hit at `began` (bound for life), and a tap count.
///
/// The engine is the only writer; recognizers and views read touches.
public final class Touch {
    /// The input's touch id (a libinput slot). Another touch may reuse it after this one ends.
    public let id: Int
    /// Unique for the engine's lifetime, unlike `id`.
    public let serial: Int
    public let window: View
    /// The hit-test view at `began`; nil when nothing in the window took it (cannot happen for a
    /// window hit) . A touch keeps it for life (decision Q1).
    public let view: View
    public internal(set) var phase: TouchPhase
    /// Location in its window's coordinates.
    public internal(set) var location: Point
    public internal(set) var previousLocation: Point
    /// Where the finger touched down, in window coordinates.
    public let initialLocation: Point
    public let beganTimestamp: Milliseconds
    public internal(set) var timestamp: Milliseconds
    /// Number of taps in quick succession at about this place, this one included (rule 2).
    public let tapCount: Int
    /// Contact radius in points, when the input has one.
    public internal(set) var radius: Double?

    public init(
        id: Int, serial: Int, window: View, view: View, location: Point,
        timestamp: Milliseconds, tapCount: Int, radius: Double?
    ) {
        self.id = id
        self.serial = serial
        self.window = window
        self.view = view
        self.phase = .began
        self.location = location
        self.previousLocation = location
        self.initialLocation = location
        self.beganTimestamp = timestamp
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.radius = radius
    }

    /// Moves the touch (window coordinates) at `time`.
    public func move(to p: Point, at time: Milliseconds, radius: Double?) {
        previousLocation = location
        location = p
        timestamp = time
        phase = .moved
        if let radius { self.radius = radius }
    }

    /// Ends (or cancels) the touch at `time`, optionally at a last location.
    public func finish(_ phase: TouchPhase, at time: Milliseconds, location p: Point?) {
        if let p, p != location {
            previousLocation = location
            location = p
        }
        timestamp = time
        self.phase = phase
    }

    /// Marks a touch that did not change in this event.
    public func markStationary() {
        if !phase.isFinished { phase = .stationary }
    }

    /// The location in `view`'s coordinates (any view of any window).
    public func location(in view: View) -> Point {
        view.convert(fromGlobal: location + window.frame.origin)
    }

    public func previousLocation(in view: View) -> Point {
        view.convert(fromGlobal: previousLocation + window.frame.origin)
    }

    /// The global location.
    public var globalLocation: Point { location + window.frame.origin }
}

extension Touch: CustomStringConvertible {
    public var description: String { "touch \(id) \(phase) at \(location)" }
}
