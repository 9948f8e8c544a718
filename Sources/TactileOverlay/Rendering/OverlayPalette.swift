/// A straight (not premultiplied) RGBA colour, components 0...1.
public struct OverlayColor: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The same colour with its alpha multiplied by `opacity`, for fading.
    public func faded(_ opacity: Double) -> OverlayColor {
        OverlayColor(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }
}

/// The overlay's colours. State colours follow traffic-light habits so a glance tells how an
/// attempt went: blue while in progress, green when recognized, red when failed, orange when
/// cancelled.
public enum OverlayPalette {
    /// Touch circles and trails: a light blue that stays visible over dark and light windows.
    public static let touchFill = OverlayColor(red: 0.25, green: 0.6, blue: 1.0, alpha: 0.45)
    public static let touchOutline = OverlayColor(red: 0.75, green: 0.9, blue: 1.0, alpha: 0.95)
    public static let trail = OverlayColor(red: 0.45, green: 0.75, blue: 1.0, alpha: 0.8)
    /// Behind label text, so labels stay readable over any window.
    public static let labelBackground = OverlayColor(red: 0.05, green: 0.05, blue: 0.08, alpha: 0.75)
    public static let labelDetail = OverlayColor(red: 0.92, green: 0.92, blue: 0.92)

    /// The colour of a recognizer state's label.
    public static func color(ofState state: String) -> OverlayColor {
        switch state {
        case "began", "changed": OverlayColor(red: 0.35, green: 0.7, blue: 1.0)
        case "recognized", "ended": OverlayColor(red: 0.3, green: 0.95, blue: 0.4)
        case "failed": OverlayColor(red: 1.0, green: 0.35, blue: 0.3)
        case "cancelled": OverlayColor(red: 1.0, green: 0.65, blue: 0.15)
        default: OverlayColor(red: 0.8, green: 0.8, blue: 0.8)
        }
    }
}
