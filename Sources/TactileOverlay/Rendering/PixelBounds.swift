/// An axis-aligned rectangle in buffer pixels: what a frame drew, for damage and for tests.
public struct PixelBounds: Hashable, Sendable {
    public var minX: Int, minY: Int, maxX: Int, maxY: Int

    /// Contains nothing; the identity of `formUnion`.
    public static let empty = PixelBounds(minX: .max, minY: .max, maxX: .min, maxY: .min)

    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// A rectangle in global points, converted to buffer pixels and widened by a pixel of
    /// antialiasing on each side.
    init(x: Double, y: Double, width: Double, height: Double, origin: OverlayPoint, scale: Double) {
        self.init(minX: Int(((x - origin.x) * scale).rounded(.down)) - 1,
                  minY: Int(((y - origin.y) * scale).rounded(.down)) - 1,
                  maxX: Int(((x + width - origin.x) * scale).rounded(.up)) + 1,
                  maxY: Int(((y + height - origin.y) * scale).rounded(.up)) + 1)
    }

    init(center: OverlayPoint, reach: Double, origin: OverlayPoint, scale: Double) {
        self.init(x: center.x - reach, y: center.y - reach, width: 2 * reach, height: 2 * reach,
                  origin: origin, scale: scale)
    }

    public var isEmpty: Bool { minX >= maxX || minY >= maxY }

    public mutating func formUnion(_ other: PixelBounds) {
        minX = min(minX, other.minX)
        minY = min(minY, other.minY)
        maxX = max(maxX, other.maxX)
        maxY = max(maxY, other.maxY)
    }

    /// The part inside a `width`×`height` buffer.
    public func clamped(width: Int, height: Int) -> PixelBounds {
        PixelBounds(minX: max(0, minX), minY: max(0, minY), maxX: min(width, maxX), maxY: min(height, maxY))
    }
}
