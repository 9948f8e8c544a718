/// The kinds of event a responder handles itself (UIEvent.EventType, less presses): a view or
/// window overrides UIResponder's methods for these; any other kind it passes to its next
/// responder. Scenes write them as `handles: [touches, remoteControl, motion]`; the default is
/// touches only, which is what every view and window did before responders could say otherwise.
public struct HandledEvents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let touches = HandledEvents(rawValue: 1 << 0)
    public static let remoteControl = HandledEvents(rawValue: 1 << 1)
    public static let motion = HandledEvents(rawValue: 1 << 2)

    /// The files' names, in this order.
    public static let names: [(name: String, kind: HandledEvents)] = [
        ("touches", .touches), ("remoteControl", .remoteControl), ("motion", .motion),
    ]

    /// One kind by its file name, or nil.
    public init?(name: String) {
        guard let entry = Self.names.first(where: { $0.name == name }) else { return nil }
        self = entry.kind
    }
}

extension View {
    /// UIResponder's `next`: the superview, or nil for a window (whose next responder is the
    /// application, which has no view).
    public var nextResponder: View? { parent }

    /// The first responder from `self` up the chain (self, superview, …, window) that handles
    /// `kind` itself; nil when none does (the application gets the event).
    public func firstResponder(handling kind: HandledEvents) -> View? {
        var v: View? = self
        while let responder = v {
            if responder.handles.contains(kind) { return responder }
            v = responder.nextResponder
        }
        return nil
    }
}
