/// One finger event of a synthetic gesture, in device units, before it becomes evdev events;
/// or one raw evdev event (keys, buttons, relative motion, switches) that joins the frame of
/// its time unchanged.
public struct ContactChange: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case down(x: Int32, y: Int32)
        case move(x: Int32, y: Int32)
        case up
        /// Not a contact: written as is (`slot` is ignored).
        case raw(EvdevEvent)
    }

    /// Microseconds since the start of the script.
    public var time: Int64
    public var slot: Int
    public var kind: Kind

    public init(time: Int64, slot: Int, kind: Kind) {
        self.time = time
        self.slot = slot
        self.kind = kind
    }
}
