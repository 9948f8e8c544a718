/// A rectangle in global points.
struct PointRect: Hashable, Sendable {
    var x: Double, y: Double, width: Double, height: Double

    func intersects(_ other: PointRect) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }
}

/// Where labels go: just above their gesture, moved up (or, at the top edge, down) by whole label
/// heights until they overlap no label placed before them, so that the labels of several
/// recognizers watching one gesture stack instead of covering each other.
struct LabelPlacement {
    /// Space between a gesture's touches and its label, in points.
    static let gap = 8.0
    /// Where labels go whose gesture has no known place: the top-left corner of the output.
    static let unanchoredCorner = OverlayPoint(x: 16, y: 16)
    /// Enough tries for every recognizer of a busy gesture; beyond that overlapping is acceptable.
    static let maximumShifts = 12

    /// The top-left of the visible area, in global points; labels do not go above or left of it.
    var visibleOrigin: OverlayPoint
    private(set) var placed: [PointRect] = []

    init(visibleOrigin: OverlayPoint) {
        self.visibleOrigin = visibleOrigin
    }

    /// Places a label box of the given size and remembers it.
    mutating func place(width: Double, height: Double, anchor: OverlayPoint?) -> PointRect {
        let x: Double
        let preferredY: Double
        if let anchor {
            x = max(visibleOrigin.x, anchor.x)
            preferredY = anchor.y - Self.gap - height
        } else {
            x = visibleOrigin.x + Self.unanchoredCorner.x
            preferredY = visibleOrigin.y + Self.unanchoredCorner.y
        }
        let step = height + 4
        // Upwards first, then downwards: above the fingers is where the hand does not cover it.
        let shifts = (0...Self.maximumShifts).map { -Double($0) } + (1...Self.maximumShifts).map { Double($0) }
        let candidates = shifts.map { PointRect(x: x, y: preferredY + $0 * step, width: width, height: height) }
            .filter { $0.y >= visibleOrigin.y }
        let chosen = candidates.first { candidate in !placed.contains { $0.intersects(candidate) } }
            ?? PointRect(x: x, y: max(visibleOrigin.y, preferredY), width: width, height: height)
        placed.append(chosen)
        return chosen
    }
}
