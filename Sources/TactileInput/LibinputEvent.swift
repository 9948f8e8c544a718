/// One libinput event, copied out of libinput into plain values.
public struct LibinputEvent: Equatable, Sendable {
    /// libinput's timestamp in microseconds (CLOCK_MONOTONIC). Device added/removed events carry
    /// no timestamp in libinput; they get the monotonic time at which they were read.
    public var time: UInt64
    /// The kernel name of the device node, e.g. `event10`.
    public var device: String
    public var kind: Kind

    public init(time: UInt64, device: String, kind: Kind) {
        self.time = time
        self.device = device
        self.kind = kind
    }

    public enum Kind: Equatable, Sendable {
        case deviceAdded(DeviceInfo)
        case deviceRemoved(DeviceInfo)
        case touchDown(TouchPoint)
        case touchMotion(TouchPoint)
        case touchUp(TouchSlot)
        case touchCancel(TouchSlot)
        /// Ends a set of touch changes that happened together.
        case touchFrame
        case gesture(Gesture)
        /// Relative motion, accelerated and unaccelerated.
        case pointerMotion(dx: Double, dy: Double, unacceleratedDx: Double, unacceleratedDy: Double)
        /// Absolute motion transformed to the reader's width×height.
        case pointerMotionAbsolute(x: Double, y: Double)
        /// A button (linux/input-event-codes.h BTN_* code).
        case pointerButton(button: UInt32, pressed: Bool)
        /// Scrolling, in libinput's scroll units (degrees for wheels, pixels-like otherwise).
        case pointerScroll(source: ScrollSource, horizontal: Double?, vertical: Double?)
        /// A key (KEY_* code, i.e. without the +8 of xkb keycodes).
        case keyboardKey(key: UInt32, pressed: Bool)
        case switchToggle(SwitchKind, on: Bool)
    }
}

/// What a device can do, as libinput reports it.
public enum DeviceCapability: String, Sendable, CaseIterable, Comparable {
    case keyboard, pointer, touch, tabletTool = "tablet-tool", tabletPad = "tablet-pad", gesture, `switch`

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

public struct DeviceInfo: Equatable, Sendable {
    public var name: String
    /// e.g. `event10`.
    public var sysname: String
    public var capabilities: Set<DeviceCapability>
    /// Physical size in millimetres, when libinput knows it.
    public var widthMillimeters: Double?
    public var heightMillimeters: Double?

    public init(name: String, sysname: String, capabilities: Set<DeviceCapability>,
                widthMillimeters: Double? = nil, heightMillimeters: Double? = nil) {
        self.name = name
        self.sysname = sysname
        self.capabilities = capabilities
        self.widthMillimeters = widthMillimeters
        self.heightMillimeters = heightMillimeters
    }
}

/// Identifies a touch: `slot` is per device, `seatSlot` unique across the seat.
public struct TouchSlot: Equatable, Sendable {
    public var slot: Int32
    public var seatSlot: Int32

    public init(slot: Int32, seatSlot: Int32) {
        self.slot = slot
        self.seatSlot = seatSlot
    }
}

public struct TouchPoint: Equatable, Sendable {
    public var id: TouchSlot
    /// Position transformed to the reader's width×height (e.g. the output in pixels).
    public var x: Double
    public var y: Double
    /// Position in millimetres from the top-left corner of the device (device units when the
    /// device reports no resolution).
    public var xMillimeters: Double
    public var yMillimeters: Double

    public init(id: TouchSlot, x: Double, y: Double, xMillimeters: Double, yMillimeters: Double) {
        self.id = id
        self.x = x
        self.y = y
        self.xMillimeters = xMillimeters
        self.yMillimeters = yMillimeters
    }
}

/// A touchpad gesture event: libinput recognizes these itself and reports no single fingers.
public struct Gesture: Equatable, Sendable {
    public enum Kind: String, Sendable { case swipe, pinch, hold }
    public enum Phase: String, Sendable { case begin, update, end }

    public var kind: Kind
    public var phase: Phase
    public var fingers: Int32
    /// Motion of the fingers' centre since the last event, in libinput's normalized units.
    public var dx: Double = 0
    public var dy: Double = 0
    /// The same motion without pointer acceleration (libinput's 1000 dpi units): what the
    /// fingers really travelled, for hosts that turn gestures back into finger positions.
    public var unacceleratedDx: Double = 0
    public var unacceleratedDy: Double = 0
    /// Pinch only: finger spread relative to the begin event (1 at begin).
    public var scale: Double = 1
    /// Pinch only: rotation since the last event, in degrees clockwise.
    public var angleDelta: Double = 0
    /// End only: true when the gesture was cancelled rather than completed.
    public var cancelled = false

    public init(kind: Kind, phase: Phase, fingers: Int32, dx: Double = 0, dy: Double = 0, scale: Double = 1,
                angleDelta: Double = 0, cancelled: Bool = false) {
        self.kind = kind
        self.phase = phase
        self.fingers = fingers
        self.dx = dx
        self.dy = dy
        self.scale = scale
        self.angleDelta = angleDelta
        self.cancelled = cancelled
    }
}

public enum ScrollSource: String, Sendable { case wheel, finger, continuous }

public enum SwitchKind: String, Sendable { case lid, tabletMode = "tablet-mode", unknown }
