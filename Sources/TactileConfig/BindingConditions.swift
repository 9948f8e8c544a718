import TactileCore

/// The `when:` of a binding. Every condition is optional; an omitted one always holds.
public struct BindingConditions: Hashable, Sendable {
    /// Exactly these modifiers held (an empty set: none held); nil: any.
    public var modifiers: Set<Modifier>?
    /// The kind of device the gesture comes from; nil: any.
    public var device: DeviceKind?
    /// The action record's numberOfTouches; nil: any.
    public var fingers: Int?

    public init(modifiers: Set<Modifier>? = nil, device: DeviceKind? = nil, fingers: Int? = nil) {
        self.modifiers = modifiers
        self.device = device
        self.fingers = fingers
    }

    /// Whether the conditions hold for a gesture with `numberOfTouches` under `input`.
    public func hold(numberOfTouches: Int, input: InputContext) -> Bool {
        if let modifiers, modifiers != input.modifiers { return false }
        if let device, device != input.device { return false }
        if let fingers, fingers != numberOfTouches { return false }
        return true
    }

    /// Whether the conditions hold for a remote-control or motion event under `input`: only
    /// `modifiers` applies (the decoder refuses `device` and `fingers` on such bindings).
    public func hold(eventUnder input: InputContext) -> Bool {
        if let modifiers, modifiers != input.modifiers { return false }
        return device == nil && fingers == nil
    }
}

/// The kind of input device a gesture comes from.
public enum DeviceKind: String, Hashable, Sendable, CaseIterable {
    case touchpad, touchscreen
}

/// What the host knows about the input when it feeds a record to the dispatcher: modifiers
/// held on any keyboard and the device of the touches.
public struct InputContext: Hashable, Sendable {
    public var modifiers: Set<Modifier>
    public var device: DeviceKind?

    public init(modifiers: Set<Modifier> = [], device: DeviceKind? = nil) {
        self.modifiers = modifiers
        self.device = device
    }
}
