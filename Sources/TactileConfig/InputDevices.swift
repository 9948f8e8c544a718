/// The host's part of the file: which window each device's touches land in (`devices:`) and
/// the mouse button that draws strokes (`pointer:`). Decoded here, beside the scene they
/// refer to, so `tactile check-config` and `tactile run` validate the same file the same way.
///
///     devices:                         # libinput device name → window id
///       "Atmel maXTouch Digitizer": screen
///     pointer: {button: right, window: screen}
public struct InputDevices: Hashable, Sendable {
    /// libinput device name → window id.
    public var windowsByDeviceName: [String: String]
    public var pointer: PointerButton?

    public init(windowsByDeviceName: [String: String] = [:], pointer: PointerButton? = nil) {
        self.windowsByDeviceName = windowsByDeviceName
        self.pointer = pointer
    }
}

/// Mouse strokes: while `button` (a BTN_* code) is held, the cursor is a touch in `window`
/// (nil: the first screen window).
public struct PointerButton: Hashable, Sendable {
    public static let names: [String: UInt32] = ["left": 0x110, "right": 0x111, "middle": 0x112, "side": 0x113, "extra": 0x114]

    public var button: UInt32
    public var window: String?

    public init(button: UInt32, window: String? = nil) {
        self.button = button
        self.window = window
    }
}
