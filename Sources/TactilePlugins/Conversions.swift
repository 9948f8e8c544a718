import TactileCore
import TactileEngine
import TactilePluginABI

/// Engine touches in the ABI's form, located in a recognizer's view.
enum TouchConversion {
    /// `viewOrigin` is the view's global origin, computed once per call: walking up the view
    /// tree for every location of every touch was a large part of the boundary's cost.
    static func cTouch(_ t: Touch, viewOrigin: Point) -> tactile_touch {
        let offset = t.window.frame.origin - viewOrigin
        return tactile_touch(
            id: Int64(t.id), serial: Int64(t.serial), phase: phase(t.phase), tap_count: Int32(t.tapCount),
            location_in_window: cPoint(t.location), location_in_view: cPoint(t.location + offset),
            previous_location_in_window: cPoint(t.previousLocation),
            previous_location_in_view: cPoint(t.previousLocation + offset),
            initial_location_in_view: cPoint(t.initialLocation + offset),
            timestamp: t.timestamp, began_timestamp: t.beganTimestamp, radius: t.radius ?? -1)
    }

    static func cPoint(_ p: Point) -> tactile_point { tactile_point(x: p.x, y: p.y) }

    static func phase(_ p: TouchPhase) -> Int32 {
        let c: tactile_phase =
            switch p {
            case .began: TACTILE_PHASE_BEGAN
            case .moved: TACTILE_PHASE_MOVED
            case .stationary: TACTILE_PHASE_STATIONARY
            case .ended: TACTILE_PHASE_ENDED
            case .cancelled: TACTILE_PHASE_CANCELLED
            }
        return Int32(c.rawValue)
    }
}

/// Recognizer states and kinds between the engine and the ABI.
enum StateConversion {
    private static let order: [RecognizerState] = [.possible, .began, .changed, .ended, .cancelled, .failed, .recognized]

    static func cState(_ s: RecognizerState) -> Int32 { Int32(order.firstIndex(of: s)!) }

    static func state(_ raw: Int32) -> RecognizerState? {
        order.indices.contains(Int(raw)) ? order[Int(raw)] : nil
    }

    static func kind(_ raw: Int32) -> RecognizerKind? {
        switch UInt32(bitPattern: raw) {
        case TACTILE_KIND_DISCRETE.rawValue: .discrete
        case TACTILE_KIND_CONTINUOUS.rawValue: .continuous
        default: nil
        }
    }
}
