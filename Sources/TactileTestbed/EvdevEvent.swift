/// One `struct input_event` without its timestamp: the injector stamps events when it writes them.
public struct EvdevEvent: Equatable, Sendable {
    public var type: UInt16
    public var code: UInt16
    public var value: Int32

    public init(type: UInt16, code: UInt16, value: Int32) {
        self.type = type
        self.code = code
        self.value = value
    }

    public static let synReport = EvdevEvent(type: EvdevCode.evSyn, code: EvdevCode.synReport, value: 0)

    public var isSynReport: Bool { type == EvdevCode.evSyn && code == EvdevCode.synReport }
}

/// The events up to and including one SYN_REPORT, to be written at `offset` after playback starts.
public struct EvdevFrame: Equatable, Sendable {
    /// Time since the start of the script, in microseconds.
    public var offset: Int64
    public var events: [EvdevEvent]

    public init(offset: Int64, events: [EvdevEvent]) {
        self.offset = offset
        self.events = events
    }
}

/// The kernel's evdev constants the testbed needs (from linux/input-event-codes.h).
public enum EvdevCode {
    public static let evSyn: UInt16 = 0x00
    public static let evKey: UInt16 = 0x01
    public static let evRel: UInt16 = 0x02
    public static let evAbs: UInt16 = 0x03
    public static let evMsc: UInt16 = 0x04
    public static let evSw: UInt16 = 0x05
    public static let evLed: UInt16 = 0x11
    public static let evSnd: UInt16 = 0x12
    public static let evRep: UInt16 = 0x14
    public static let evFf: UInt16 = 0x15

    public static let synReport: UInt16 = 0
    public static let synMtReport: UInt16 = 2

    public static let btnLeft: UInt16 = 0x110
    public static let btnToolFinger: UInt16 = 0x145
    public static let btnToolQuintTap: UInt16 = 0x148
    public static let btnTouch: UInt16 = 0x14a
    public static let btnToolDoubleTap: UInt16 = 0x14d
    public static let btnToolTripleTap: UInt16 = 0x14e
    public static let btnToolQuadTap: UInt16 = 0x14f

    public static let absX: UInt16 = 0x00
    public static let absY: UInt16 = 0x01
    public static let absPressure: UInt16 = 0x18
    public static let absMtSlot: UInt16 = 0x2f
    public static let absMtTouchMajor: UInt16 = 0x30
    public static let absMtPositionX: UInt16 = 0x35
    public static let absMtPositionY: UInt16 = 0x36
    public static let absMtTrackingId: UInt16 = 0x39
    public static let absMtPressure: UInt16 = 0x3a

    public static let propPointer = 0
    public static let propDirect = 1
    public static let propButtonpad = 2

    /// Highest code of each event type (the kernel's *_MAX), which sizes libevdev's bitmask probes.
    public static func maxCode(ofType type: UInt16) -> Int {
        switch type {
        case evSyn: return 0x0f
        case evKey: return 0x2ff
        case evRel: return 0x0f
        case evAbs: return 0x3f
        case evMsc: return 0x07
        case evSw: return 0x10
        case evLed: return 0x0f
        case evSnd: return 0x07
        case evRep: return 0x01
        case evFf: return 0x7f
        default: return 0x1f
        }
    }
}
