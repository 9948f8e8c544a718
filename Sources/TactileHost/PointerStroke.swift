import TactileCore

/// Mouse strokes: while the configured button is held, the pointer is a one-finger touch in a
/// screen window, so the same recognizers serve a mouse (configuration `pointer:`).
///
///     pointer:
///       button: right      # left, right, middle, side, extra, or a BTN_* code number
///       window: screen     # optional: the first screen window
public struct PointerStrokeConfiguration: Hashable, Sendable {
    /// The linux/input-event-codes.h button code (BTN_LEFT is 0x110).
    public var button: UInt32
    public var windowID: String?

    public init(button: UInt32, windowID: String? = nil) {
        self.button = button
        self.windowID = windowID
    }

}

/// The seat's pointer and its stroke: one cursor for every pointing device, as a compositor has.
struct PointerStroke {
    /// The touch id of the stroke, apart from seat slots and touchpad fingers.
    static let touchID = 2_000

    let button: UInt32
    let window: MappedWindow
    /// Global position of the cursor; starts at the window's centre.
    private(set) var position: Point
    /// The device whose button started the stroke, while it is held.
    private(set) var strokingDevice: String?

    init(button: UInt32, window: MappedWindow) {
        self.button = button
        self.window = window
        position = Point(x: window.frame.minX + window.frame.size.width / 2,
                         y: window.frame.minY + window.frame.size.height / 2)
    }

    /// Relative motion (libinput's accelerated deltas, i.e. what moves a cursor), kept inside the window.
    mutating func move(dx: Double, dy: Double) -> TouchInput? {
        moveTo(Point(x: position.x + dx, y: position.y + dy))
    }

    /// Absolute motion in the reader's transformed coordinates (tablets in mouse mode, VMs).
    mutating func moveAbsolute(x: Double, y: Double) -> TouchInput? {
        moveTo(Point(x: window.frame.minX + x * window.xScale, y: window.frame.minY + y * window.yScale))
    }

    private mutating func moveTo(_ point: Point) -> TouchInput? {
        let clamped = Point(x: min(max(point.x, window.frame.minX), window.frame.maxX),
                            y: min(max(point.y, window.frame.minY), window.frame.maxY))
        guard clamped != position else { return nil }
        position = clamped
        return strokingDevice == nil ? nil : TouchInput(action: .move, id: Self.touchID, location: clamped)
    }

    mutating func button(_ code: UInt32, pressed: Bool, device: String) -> TouchInput? {
        guard code == button else { return nil }
        if pressed, strokingDevice == nil {
            strokingDevice = device
            return TouchInput(action: .down, id: Self.touchID, location: position)
        }
        if !pressed, strokingDevice == device {
            strokingDevice = nil
            return TouchInput(action: .up, id: Self.touchID)
        }
        return nil
    }

    /// Rule 26: the stroke of a device that goes away is cancelled.
    mutating func deviceRemoved(_ device: String) -> TouchInput? {
        guard strokingDevice == device else { return nil }
        strokingDevice = nil
        return TouchInput(action: .cancel, id: Self.touchID)
    }
}
