import TactileCore

/// One engine frame of normalised input: every touch change that happened together, at one
/// time on the engine clock. This is exactly what the engine is fed and what a recording holds.
public struct InputFrame: Hashable, Sendable {
    public var time: Milliseconds
    public var touches: [TouchInput]

    public init(time: Milliseconds, touches: [TouchInput]) {
        self.time = time
        self.touches = touches
    }
}
