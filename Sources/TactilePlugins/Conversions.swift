import TactileCore
import TactileEngine
import TactilePluginABI

/// Engine touches in the ABI's form, located in a recognizer's view.
enum TouchConversion {
    static func cTouch(_ t: Touch, in view: View) -> tactile_touch {
        let initial = view.convert(fromGlobal: t.initialLocation + t.window.frame.origin)
        return tactile_touch(
            id: Int64(t.id), serial: Int64(t.serial), phase: phase(t.phase), tap_count: Int32(t.tapCount),
            location_in_window: cPoint(t.location), location_in_view: cPoint(t.location(in: view)),
            previous_location_in_window: cPoint(t.previousLocation),
            previous_location_in_view: cPoint(t.previousLocation(in: view)),
            initial_location_in_view: cPoint(initial),
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
