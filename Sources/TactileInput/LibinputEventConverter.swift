import CLibInput
#if canImport(Glibc)
import Glibc
#endif

/// Copies a libinput event into a `LibinputEvent`. Event types Tactile does not use (tablets)
/// and the legacy POINTER_AXIS event (superseded by the SCROLL_* events libinput sends along
/// with it) give nil.
enum LibinputEventConverter {
    static func convert(_ event: OpaquePointer, width: Double, height: Double) -> LibinputEvent? {
        let device = libinput_event_get_device(event)!
        let sysname = String(cString: libinput_device_get_sysname(device))
        let type = libinput_event_get_type(event)
        func make(_ time: UInt64, _ kind: LibinputEvent.Kind) -> LibinputEvent {
            LibinputEvent(time: time, device: sysname, kind: kind)
        }
        switch type {
        case LIBINPUT_EVENT_DEVICE_ADDED:
            return make(monotonicMicroseconds(), .deviceAdded(info(device)))
        case LIBINPUT_EVENT_DEVICE_REMOVED:
            return make(monotonicMicroseconds(), .deviceRemoved(info(device)))
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION, LIBINPUT_EVENT_TOUCH_UP,
             LIBINPUT_EVENT_TOUCH_CANCEL, LIBINPUT_EVENT_TOUCH_FRAME:
            let touch = libinput_event_get_touch_event(event)!
            let time = libinput_event_touch_get_time_usec(touch)
            if type == LIBINPUT_EVENT_TOUCH_FRAME { return make(time, .touchFrame) }
            let id = TouchSlot(slot: libinput_event_touch_get_slot(touch), seatSlot: libinput_event_touch_get_seat_slot(touch))
            switch type {
            case LIBINPUT_EVENT_TOUCH_UP: return make(time, .touchUp(id))
            case LIBINPUT_EVENT_TOUCH_CANCEL: return make(time, .touchCancel(id))
            default:
                let point = TouchPoint(
                    id: id,
                    x: libinput_event_touch_get_x_transformed(touch, UInt32(width)),
                    y: libinput_event_touch_get_y_transformed(touch, UInt32(height)),
                    xMillimeters: libinput_event_touch_get_x(touch), yMillimeters: libinput_event_touch_get_y(touch))
                return make(time, type == LIBINPUT_EVENT_TOUCH_DOWN ? .touchDown(point) : .touchMotion(point))
            }
        case LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN, LIBINPUT_EVENT_GESTURE_SWIPE_UPDATE, LIBINPUT_EVENT_GESTURE_SWIPE_END,
             LIBINPUT_EVENT_GESTURE_PINCH_BEGIN, LIBINPUT_EVENT_GESTURE_PINCH_UPDATE, LIBINPUT_EVENT_GESTURE_PINCH_END,
             LIBINPUT_EVENT_GESTURE_HOLD_BEGIN, LIBINPUT_EVENT_GESTURE_HOLD_END:
            return make(libinput_event_gesture_get_time_usec(libinput_event_get_gesture_event(event)),
                        .gesture(gesture(event, type)))
        case LIBINPUT_EVENT_POINTER_MOTION:
            let pointer = libinput_event_get_pointer_event(event)!
            return make(libinput_event_pointer_get_time_usec(pointer), .pointerMotion(
                dx: libinput_event_pointer_get_dx(pointer), dy: libinput_event_pointer_get_dy(pointer),
                unacceleratedDx: libinput_event_pointer_get_dx_unaccelerated(pointer),
                unacceleratedDy: libinput_event_pointer_get_dy_unaccelerated(pointer)))
        case LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE:
            let pointer = libinput_event_get_pointer_event(event)!
            return make(libinput_event_pointer_get_time_usec(pointer), .pointerMotionAbsolute(
                x: libinput_event_pointer_get_absolute_x_transformed(pointer, UInt32(width)),
                y: libinput_event_pointer_get_absolute_y_transformed(pointer, UInt32(height))))
        case LIBINPUT_EVENT_POINTER_BUTTON:
            let pointer = libinput_event_get_pointer_event(event)!
            return make(libinput_event_pointer_get_time_usec(pointer), .pointerButton(
                button: libinput_event_pointer_get_button(pointer),
                pressed: libinput_event_pointer_get_button_state(pointer) == LIBINPUT_BUTTON_STATE_PRESSED))
        case LIBINPUT_EVENT_POINTER_SCROLL_WHEEL, LIBINPUT_EVENT_POINTER_SCROLL_FINGER,
             LIBINPUT_EVENT_POINTER_SCROLL_CONTINUOUS:
            let pointer = libinput_event_get_pointer_event(event)!
            func value(_ axis: libinput_pointer_axis) -> Double? {
                libinput_event_pointer_has_axis(pointer, axis) != 0
                    ? libinput_event_pointer_get_scroll_value(pointer, axis) : nil
            }
            let source: ScrollSource = type == LIBINPUT_EVENT_POINTER_SCROLL_WHEEL ? .wheel
                : type == LIBINPUT_EVENT_POINTER_SCROLL_FINGER ? .finger : .continuous
            return make(libinput_event_pointer_get_time_usec(pointer), .pointerScroll(
                source: source, horizontal: value(LIBINPUT_POINTER_AXIS_SCROLL_HORIZONTAL),
                vertical: value(LIBINPUT_POINTER_AXIS_SCROLL_VERTICAL)))
        case LIBINPUT_EVENT_KEYBOARD_KEY:
            let keyboard = libinput_event_get_keyboard_event(event)!
            return make(libinput_event_keyboard_get_time_usec(keyboard), .keyboardKey(
                key: libinput_event_keyboard_get_key(keyboard),
                pressed: libinput_event_keyboard_get_key_state(keyboard) == LIBINPUT_KEY_STATE_PRESSED))
        case LIBINPUT_EVENT_SWITCH_TOGGLE:
            let toggle = libinput_event_get_switch_event(event)!
            let which = libinput_event_switch_get_switch(toggle)
            let kind: SwitchKind = which == LIBINPUT_SWITCH_LID ? .lid : which == LIBINPUT_SWITCH_TABLET_MODE ? .tabletMode : .unknown
            return make(libinput_event_switch_get_time_usec(toggle), .switchToggle(
                kind, on: libinput_event_switch_get_switch_state(toggle) == LIBINPUT_SWITCH_STATE_ON))
        default:
            return nil
        }
    }

    private static func gesture(_ event: OpaquePointer, _ type: libinput_event_type) -> Gesture {
        let gesture = libinput_event_get_gesture_event(event)!
        let kind: Gesture.Kind
        let phase: Gesture.Phase
        switch type {
        case LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN: (kind, phase) = (.swipe, .begin)
        case LIBINPUT_EVENT_GESTURE_SWIPE_UPDATE: (kind, phase) = (.swipe, .update)
        case LIBINPUT_EVENT_GESTURE_SWIPE_END: (kind, phase) = (.swipe, .end)
        case LIBINPUT_EVENT_GESTURE_PINCH_BEGIN: (kind, phase) = (.pinch, .begin)
        case LIBINPUT_EVENT_GESTURE_PINCH_UPDATE: (kind, phase) = (.pinch, .update)
        case LIBINPUT_EVENT_GESTURE_PINCH_END: (kind, phase) = (.pinch, .end)
        case LIBINPUT_EVENT_GESTURE_HOLD_BEGIN: (kind, phase) = (.hold, .begin)
        default: (kind, phase) = (.hold, .end)
        }
        var result = Gesture(kind: kind, phase: phase, fingers: libinput_event_gesture_get_finger_count(gesture))
        // libinput only defines deltas on updates (they are 0 on begin/end) and scale/angle on pinches.
        if kind != .hold {
            result.dx = libinput_event_gesture_get_dx(gesture)
            result.dy = libinput_event_gesture_get_dy(gesture)
            result.unacceleratedDx = libinput_event_gesture_get_dx_unaccelerated(gesture)
            result.unacceleratedDy = libinput_event_gesture_get_dy_unaccelerated(gesture)
        }
        if kind == .pinch {
            result.scale = libinput_event_gesture_get_scale(gesture)
            result.angleDelta = libinput_event_gesture_get_angle_delta(gesture)
        }
        if phase == .end { result.cancelled = libinput_event_gesture_get_cancelled(gesture) != 0 }
        return result
    }

    private static func info(_ device: OpaquePointer) -> DeviceInfo {
        let capabilities: [(libinput_device_capability, DeviceCapability)] = [
            (LIBINPUT_DEVICE_CAP_KEYBOARD, .keyboard), (LIBINPUT_DEVICE_CAP_POINTER, .pointer),
            (LIBINPUT_DEVICE_CAP_TOUCH, .touch), (LIBINPUT_DEVICE_CAP_TABLET_TOOL, .tabletTool),
            (LIBINPUT_DEVICE_CAP_TABLET_PAD, .tabletPad), (LIBINPUT_DEVICE_CAP_GESTURE, .gesture),
            (LIBINPUT_DEVICE_CAP_SWITCH, .switch),
        ]
        var width = 0.0, height = 0.0
        let hasSize = libinput_device_get_size(device, &width, &height) == 0
        return DeviceInfo(
            name: String(cString: libinput_device_get_name(device)),
            sysname: String(cString: libinput_device_get_sysname(device)),
            capabilities: Set(capabilities.filter { libinput_device_has_capability(device, $0.0) != 0 }.map(\.1)),
            widthMillimeters: hasSize ? width : nil, heightMillimeters: hasSize ? height : nil)
    }

    static func monotonicMicroseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000 + UInt64(spec.tv_nsec) / 1_000
    }
}
