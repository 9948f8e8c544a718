/// Time on the engine's clock, in milliseconds (virtual in replay, monotonic when live).
public typealias Milliseconds = Double

/// What a finger does in one input line.
public enum TouchAction: String, Hashable, Sendable, CaseIterable {
    case down, move, up, cancel
}

/// One finger's change, as read from a device or a scenario's `touch:` line.
public struct TouchInput: Hashable, Sendable {
    public var action: TouchAction
    /// The input's touch id (a libinput slot or seat slot). Reused once the finger has lifted.
    public var id: Int
    /// Global location in points; `nil` on `up` and `cancel` means "where it last was".
    public var location: Point?
    /// Contact radius in points, when the device reports one.
    public var radius: Double?

    public init(action: TouchAction, id: Int, location: Point? = nil, radius: Double? = nil) {
        self.action = action
        self.id = id
        self.location = location
        self.radius = radius
    }
}

/// A change of a recognizer's or a view's property at run time (the scenario's `set:` line).
public struct PropertyChange: Hashable, Sendable {
    /// The id of the recognizer or view.
    public var target: String
    public var key: String
    public var value: ParameterValue

    public init(target: String, key: String, value: ParameterValue) {
        self.target = target
        self.key = key
        self.value = value
    }
}

/// Everything that drives the engine, from any source: a scenario, a recording, libinput, IPC.
/// Its JSON/YAML form is the input line of the scenario format.
public enum InputEvent: Hashable, Sendable {
    case touch(TouchInput)
    case set(PropertyChange)
    /// addGestureRecognizer on `view` at that moment.
    case attach(view: String, recognizer: RecognizerDescription)
    /// removeGestureRecognizer.
    case detach(recognizer: String)
    /// The modifiers held from now on, on any keyboard (the host's xkbcommon state).
    case modifiers(Set<Modifier>)
    /// A media key: a remote-control event for the first responder.
    case remoteControl(RemoteControlSubtype)
    /// A switch or shake: a motion event for the first responder.
    case motion(MotionSubtype, MotionPhase)
    /// A device added or removed (informational: no cycle, no record).
    case device(DeviceChange)
}

/// An input event with its time on the clock.
public struct TimedInput: Hashable, Sendable {
    public var time: Milliseconds
    public var event: InputEvent

    public init(time: Milliseconds, event: InputEvent) {
        self.time = time
        self.event = event
    }
}
