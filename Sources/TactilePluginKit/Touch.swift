import TactileCore
import TactilePluginABI

/// A recognizer's view of one finger in one call (UITouch): a copy, safe to keep, though it
/// does not change afterwards. Compare touches across calls by `serial`.
public struct Touch: Hashable, Sendable {
    /// The phase of a touch in the current event cycle (UITouch.Phase).
    public enum Phase: Int32, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// The input's touch id (a libinput slot); reused after the finger lifts.
    public let id: Int
    /// Unique for the host's lifetime.
    public let serial: Int
    public let phase: Phase
    public let tapCount: Int
    /// Location in the recognizer's view.
    public let location: Point
    public let previousLocation: Point
    /// Where the finger touched down, in the recognizer's view.
    public let initialLocation: Point
    public let locationInWindow: Point
    public let previousLocationInWindow: Point
    /// Milliseconds on the host's clock.
    public let timestamp: Double
    public let beganTimestamp: Double
    /// Contact radius in points, when the device reports one.
    public let radius: Double?

    init(_ c: tactile_touch) {
        id = Int(c.id)
        serial = Int(c.serial)
        phase = Phase(rawValue: c.phase) ?? .stationary
        tapCount = Int(c.tap_count)
        location = Point(c.location_in_view)
        previousLocation = Point(c.previous_location_in_view)
        initialLocation = Point(c.initial_location_in_view)
        locationInWindow = Point(c.location_in_window)
        previousLocationInWindow = Point(c.previous_location_in_window)
        timestamp = c.timestamp
        beganTimestamp = c.began_timestamp
        radius = c.radius < 0 ? nil : c.radius
    }

    /// Whether the finger is off the surface.
    public var isFinished: Bool { phase == .ended || phase == .cancelled }

    static func array(_ p: UnsafePointer<tactile_touch>?, _ count: Int) -> [Touch] {
        guard let p, count > 0 else { return [] }
        return UnsafeBufferPointer(start: p, count: count).map(Touch.init)
    }
}

/// The event of the current cycle (UIEvent): every live touch with its phase.
public struct Event: Sendable {
    public let timestamp: Double
    public let allTouches: [Touch]
}

/// The view a recognizer is attached to, as plugins see it: its id, size and place in its window.
public struct ViewInfo: Hashable, Sendable {
    public let id: String
    /// The view's origin in its window.
    public let originInWindow: Point
    public let width: Double
    public let height: Double
    public let windowWidth: Double
    public let windowHeight: Double

    init(_ c: tactile_view_info) {
        id = c.view_id.map { String(cString: $0) } ?? ""
        originInWindow = Point(c.origin_in_window)
        width = c.width
        height = c.height
        windowWidth = c.window_width
        windowHeight = c.window_height
    }
}

/// Another recognizer, as `canPrevent(_:)` and `canBePrevented(by:)` see it.
public struct OtherRecognizer: Sendable {
    public let typeName: String
    public let id: String
    public let state: GestureRecognizer.State
    /// Its type parameters as the scene gave them.
    public let parameters: [ParameterValue.MapEntry]

    init(_ c: tactile_other) {
        typeName = String(cString: c.type_name)
        id = String(cString: c.id)
        state = GestureRecognizer.State(rawValue: c.state) ?? .possible
        parameters = ParameterValue.entries(c.parameters, count: c.parameter_count)
    }

    /// One parameter by name.
    public func parameter(_ name: String) -> ParameterValue? {
        parameters.first { $0.key == name }?.value
    }
}

extension Point {
    init(_ c: tactile_point) { self.init(x: c.x, y: c.y) }
}
