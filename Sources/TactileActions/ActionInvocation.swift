/// An action to perform now, with the gesture that caused it: what the dispatcher hands to the
/// action performer.
public struct ActionInvocation: Hashable, Sendable {
    public var action: Action
    public var gesture: GestureSnapshot
    /// Set for step-repeat bindings: one invocation per step crossed.
    public var step: StepFiring?
    /// The input device kind of the gesture, when the host knows it (`touchpad`, `touchscreen`).
    public var device: String?
    /// Where the binding is, for log messages (`config.yaml:12:5`).
    public var origin: String

    public init(action: Action, gesture: GestureSnapshot, step: StepFiring? = nil, device: String? = nil,
                origin: String) {
        self.action = action
        self.gesture = gesture
        self.step = step
        self.device = device
        self.origin = origin
    }
}
