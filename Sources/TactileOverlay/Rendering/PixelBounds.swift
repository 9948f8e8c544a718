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

    /// The box around circles of the given radii, converted like `init(x:y:width:height:…)`.
    init(around circles: [(center: OverlayPoint, radius: Double)], origin: OverlayPoint, scale: Double) {
        let minX = circles.map { $0.center.x - $0.radius }.min() ?? 0
        let minY = circles.map { $0.center.y - $0.radius }.min() ?? 0
        let maxX = circles.map { $0.center.x + $0.radius }.max() ?? 0
        let maxY = circles.map { $0.center.y + $0.radius }.max() ?? 0
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY, origin: origin, scale: scale)
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

/// What one frame drew: a box per touch and per label. Clearing and damaging these boxes instead
/// of their union matters: ten touches spread over the screen have a union of a million pixels
/// and boxes of a few thousand each.
public struct DrawnRegion: Hashable, Sendable {
    public var boxes: [PixelBounds]

    public init(boxes: [PixelBounds] = []) {
        self.boxes = boxes.filter { !$0.isEmpty }
    }

    public var isEmpty: Bool { boxes.isEmpty }

    /// The union of all boxes.
    public var bounds: PixelBounds {
        boxes.reduce(into: PixelBounds.empty) { $0.formUnion($1) }
    }
}
