import TactileCore
import TactileInput

/// What the host does with a device: which window its touches land in, and how.
public enum DeviceRole: Hashable, Sendable {
    /// Direct touches in a screen window.
    case touchscreen(MappedWindow)
    /// Gestures turned into synthetic fingers in the touchpad's window, in millimetres.
    case touchpad(MappedWindow)
    /// Not a touch device: keyboards, mice, switches (mice still move the pointer of strokes).
    case ignored
    /// A touch device with no window to go to; the reason is reported once.
    case unmapped(String)
}

/// A window as input sees it: its global frame, and the factors from the reader's transformed
/// coordinates to the window's size.
public struct MappedWindow: Hashable, Sendable {
    public var id: String
    public var frame: Rect
    public var xScale: Double
    public var yScale: Double
}

/// Which window each device maps to: a configured window by device name, else the first screen
/// window for touchscreens and the `touchpad` window for touchpads.
public struct DeviceLayout: Sendable {
    /// The window id a touchpad uses when the configuration names none for it.
    public static let touchpadWindowID = "touchpad"

    public let windows: [WindowDescription]
    /// Device name (libinput's, e.g. "Atmel maXTouch Digitizer") → window id.
    public let windowsByDeviceName: [String: String]
    /// The size the reader transforms touchscreen coordinates to: the first screen window's.
    public let readerSize: Size
    /// Mouse strokes, when configured.
    public let pointer: PointerStrokeConfiguration?

    public init(windows: [WindowDescription], windowsByDeviceName: [String: String],
                pointer: PointerStrokeConfiguration? = nil) {
        self.windows = windows
        self.windowsByDeviceName = windowsByDeviceName
        self.pointer = pointer
        let screen = windows.first { $0.id != Self.touchpadWindowID } ?? windows.first
        let size = screen?.frame.size ?? Size(width: 1920, height: 1080)
        // libinput transforms to whole pixels' worth of range; keep at least one unit.
        readerSize = Size(width: max(1, size.width.rounded()), height: max(1, size.height.rounded()))
    }

    func role(forName name: String, capabilities: Set<DeviceCapability>) -> DeviceRole {
        let touchscreen = capabilities.contains(.touch)
        let touchpad = capabilities.contains(.gesture)
        guard touchscreen || touchpad else { return .ignored }
        let window: WindowDescription?
        if let id = windowsByDeviceName[name] {
            window = windows.first { $0.id == id }
        } else if touchscreen {
            window = windows.first { $0.id != Self.touchpadWindowID }
        } else {
            window = windows.first { $0.id == Self.touchpadWindowID }
        }
        guard let window else {
            return .unmapped(touchscreen
                ? "no screen window in the scene; its touches are ignored"
                : "no window '\(Self.touchpadWindowID)' in the scene and none configured for it in devices:; its gestures are ignored")
        }
        let mapped = mapped(window)
        return touchscreen ? .touchscreen(mapped) : .touchpad(mapped)
    }

    /// The window mouse strokes go to: the configured one, else the first screen window.
    var pointerWindow: MappedWindow? {
        guard let pointer else { return nil }
        let window = pointer.windowID.flatMap { id in windows.first { $0.id == id } }
            ?? windows.first { $0.id != Self.touchpadWindowID }
        return window.map(mapped)
    }

    private func mapped(_ window: WindowDescription) -> MappedWindow {
        MappedWindow(id: window.id, frame: window.frame,
                     xScale: window.frame.size.width / readerSize.width,
                     yScale: window.frame.size.height / readerSize.height)
    }
}
