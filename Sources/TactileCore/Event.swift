/// One event cycle's view of the touches (UIEvent): every live touch of the windows involved
/// with its phase in this cycle, and the cycle's time.
public struct Event {
    public let timestamp: Milliseconds
    /// All touches of this cycle's sequences, in the order they began. Touches that did not
    /// change are `stationary`.
    public let allTouches: [Touch]

    public init(timestamp: Milliseconds, allTouches: [Touch]) {
        self.timestamp = timestamp
        self.allTouches = allTouches
    }

    /// Touches whose hit view is `view`.
    public func touches(for view: View) -> [Touch] {
        allTouches.filter { $0.view === view }
    }

    /// Touches in `window`.
    public func touches(forWindow window: View) -> [Touch] {
        allTouches.filter { $0.window === window }
    }
}
