/// An action to perform now, with what caused it (a gesture's action record, or a remote-control
/// or motion event): what the dispatcher hands to the action performer.
public struct ActionInvocation: Hashable, Sendable {
    /// What fired the binding.
    public enum Cause: Hashable, Sendable {
        case gesture(GestureSnapshot)
        case event(EventSnapshot)
    }

    public var action: Action
    public var cause: Cause
    /// Set for step-repeat bindings: one invocation per step crossed.
    public var step: StepFiring?
    /// The input device kind of the gesture, when the host knows it (`touchpad`, `touchscreen`).
    public var device: String?
    /// Where the binding is, for log messages (`config.yaml:12:5`).
    public var origin: String

    public init(action: Action, gesture: GestureSnapshot, step: StepFiring? = nil, device: String? = nil,
                origin: String) {
        self.action = action
        self.cause = .gesture(gesture)
        self.step = step
        self.device = device
        self.origin = origin
    }

    /// A binding on a remote-control or motion event: no step, no device of touches.
    public init(action: Action, event: EventSnapshot, origin: String) {
        self.action = action
        self.cause = .event(event)
        self.origin = origin
    }

    /// The gesture, for a gesture binding.
    public var gesture: GestureSnapshot? {
        if case .gesture(let gesture) = cause { gesture } else { nil }
    }

    /// The remote-control or motion event, for a binding on one.
    public var event: EventSnapshot? {
        if case .event(let event) = cause { event } else { nil }
    }

    /// What fired it, for the debug log: `Pan changed`, `remote nextTrack`, `motion lid began`.
    public var causeDescription: String {
        switch cause {
        case .gesture(let gesture): "\(gesture.recognizer) \(gesture.state.rawValue)"
        case .event(let event):
            switch event.kind {
            case .remoteControl(let subtype): "remote \(subtype.rawValue)" + (event.responder.map { " taken by \($0)" } ?? "")
            case let .motion(subtype, phase): "motion \(subtype.rawValue) \(phase.rawValue)" + (event.responder.map { " taken by \($0)" } ?? "")
            }
        }
    }
}
