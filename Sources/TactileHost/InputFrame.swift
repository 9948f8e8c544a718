import TactileCore

/// One engine frame of normalised input: every touch change that happened together, at one
/// time on the engine clock; or one input that is not touches (modifiers held, a media key, a
/// switch, a device added or removed), fed on its own. This is exactly what the engine is fed and
/// what a recording holds.
public struct InputFrame: Hashable, Sendable {
    public var time: Milliseconds
    /// Empty when the frame is an `event`.
    public var touches: [TouchInput]
    /// The input that is not touches; never `.touch`.
    public var event: InputEvent?

    public init(time: Milliseconds, touches: [TouchInput]) {
        self.time = time
        self.touches = touches
    }

    public init(time: Milliseconds, event: InputEvent) {
        self.time = time
        touches = []
        self.event = event
    }

    /// The frame's input lines, as a recording holds them.
    public var inputs: [InputEvent] {
        event.map { [$0] } ?? touches.map(InputEvent.touch)
    }
}
