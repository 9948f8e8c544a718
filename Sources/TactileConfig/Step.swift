import TactileActions

/// The `every:` of a binding: the action repeats each time a continuous gesture's quantity
/// crosses another multiple of `size` (every 50 points of pan, every 0.2 of scale).
public struct Step: Hashable, Sendable {
    /// What is measured, from the start of the gesture.
    public enum Quantity: String, Hashable, Sendable, CaseIterable {
        /// Distance of `translation` from the start, never negative.
        case translation
        /// `translation`'s x (positive to the right) or y (positive downwards).
        case translationX, translationY
        /// `scale` − 1: positive when spreading, negative when pinching.
        case scale
        /// `rotation` in radians, positive clockwise.
        case rotation

        /// The action value it is computed from.
        public var valueName: String {
            switch self {
            case .translation, .translationX, .translationY: "translation"
            case .scale: "scale"
            case .rotation: "rotation"
            }
        }
    }

    /// Which crossings fire: both ways, or only while the quantity grows (or shrinks).
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        case both, increasing, decreasing
    }

    public var quantity: Quantity
    /// Positive.
    public var size: Double
    public var direction: Direction

    public init(quantity: Quantity, size: Double, direction: Direction = .both) {
        self.quantity = quantity
        self.size = size
        self.direction = direction
    }

    /// The quantity in a snapshot; nil when the recognizer does not report the value.
    public func measure(_ gesture: GestureSnapshot) -> Double? {
        guard let value = gesture.value(quantity.valueName) else { return nil }
        switch quantity {
        case .translation, .translationX, .translationY:
            guard let (x, y) = value.pair else { return nil }
            switch quantity {
            case .translationX: return x
            case .translationY: return y
            default: return (x * x + y * y).squareRoot()
            }
        case .scale: return value.numberValue.map { $0 - 1 }
        case .rotation: return value.numberValue
        }
    }
}
