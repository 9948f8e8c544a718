import TactileCore
#if canImport(Glibc)
import Glibc
#endif

/// The synthetic fingers of one touchpad gesture, in millimetres in the touchpad's window.
///
/// libinput reports touchpad swipes, pinches and holds as a whole (finger count, centroid
/// deltas, scale, angle), never single fingers. So that the same recognizers serve touchpads
/// and touchscreens, the host turns a gesture back into fingers: N fingers evenly on a circle
/// around a centroid that moves with the deltas, whose radius follows the scale and which turns
/// with the angle. A hold is fingers down without motion.
public struct TouchpadFingers: Hashable, Sendable {
    /// Radius of the finger circle at scale 1: about half the spacing of relaxed fingertips.
    public static let restingRadius = 10.0
    /// libinput normalises gesture deltas to a 1000 dpi device (one unit is 1/1000 inch) and
    /// then slows touchpad motion down by its constant 0.2968 (TP_MAGIC_SLOWDOWN, so that a
    /// touchpad feels like a mouse), unaccelerated deltas included. Undoing both gives the
    /// distance the fingers travelled: a 35 mm swipe on the ITE test touchpad moves the
    /// centroid about 30 mm (the motion before libinput begins the gesture is not reported).
    public static let millimetresPerDeltaUnit = 0.0254 / 0.2968

    public let count: Int
    public private(set) var centroid: Point
    public private(set) var scale = 1.0
    /// Clockwise radians since the gesture began (coordinates grow right and down).
    public private(set) var angle = 0.0

    public init(count: Int, centroid: Point) {
        self.count = max(1, count)
        self.centroid = centroid
    }

    /// Applies one update: the centroid moves by the unaccelerated deltas (libinput units); `scale` is
    /// cumulative since begin, `angleDelta` in degrees clockwise since the last update.
    public mutating func update(dx: Double, dy: Double, scale: Double?, angleDelta: Double) {
        centroid = Point(x: centroid.x + dx * Self.millimetresPerDeltaUnit,
                         y: centroid.y + dy * Self.millimetresPerDeltaUnit)
        if let scale { self.scale = scale }
        angle += angleDelta * .pi / 180
    }

    /// Where each finger is, finger 0 first. One finger sits on the centroid.
    public var positions: [Point] {
        guard count > 1 else { return [centroid] }
        let radius = Self.restingRadius * scale
        return (0..<count).map { finger in
            // Fingers start side by side along the x axis (finger 0 on the left) and turn together.
            let theta = Double.pi + 2 * .pi * Double(finger) / Double(count) + angle
            return Point(x: centroid.x + radius * cos(theta), y: centroid.y + radius * sin(theta))
        }
    }
}
