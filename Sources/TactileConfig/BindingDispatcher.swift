import TactileActions
import TactileEngine

/// Turns the engine's records into the actions the bindings ask for. Feed it every record of
/// every cycle, in order, with what the host knows about the input; it answers the invocations
/// to perform, in binding order. It keeps only the step levels of gestures in progress, and
/// forgets them when the recognizer resets, so a cancelled gesture never leaves a level behind.
public struct BindingDispatcher: Sendable {
    public private(set) var bindings: [Binding]
    /// For step-repeat bindings (by index) whose gesture is under way: the level last fired.
    private var levels: [Int: Int] = [:]
    /// Binding indexes by recognizer id, so a record looks only at its own bindings.
    private let byRecognizer: [String: [Int]]
    /// Indexes of the remote-control and motion bindings.
    private let onEvents: [Int]

    public init(bindings: [Binding]) {
        self.bindings = bindings
        var byRecognizer: [String: [Int]] = [:]
        var onEvents: [Int] = []
        for (index, binding) in bindings.enumerated() {
            if let recognizer = binding.recognizer {
                byRecognizer[recognizer, default: []].append(index)
            } else {
                onEvents.append(index)
            }
        }
        self.byRecognizer = byRecognizer
        self.onEvents = onEvents
    }

    /// The invocations `record` causes. Action, remote-control and motion records fire; reset
    /// records end a gesture.
    public mutating func dispatch(_ record: Record, input: InputContext = InputContext()) -> [ActionInvocation] {
        if let event = EventSnapshot(record) {
            return onEvents.compactMap { index in
                let binding = bindings[index]
                guard binding.trigger.matches(event), binding.conditions.hold(eventUnder: input) else { return nil }
                return ActionInvocation(action: binding.action, event: event, origin: binding.origin.description)
            }
        }
        switch record.kind {
        case .reset(let recognizer):
            for index in byRecognizer[recognizer] ?? [] { levels[index] = nil }
            return []
        case .action(let recognizer, let state, _, _, _):
            guard let gesture = GestureSnapshot(record) else { return [] }
            if state == .began {
                for index in byRecognizer[recognizer] ?? [] { levels[index] = nil }
            }
            var invocations: [ActionInvocation] = []
            for index in byRecognizer[recognizer] ?? [] {
                let binding = bindings[index]
                guard binding.state == state,
                      binding.conditions.hold(numberOfTouches: gesture.numberOfTouches, input: input) else { continue }
                let base = ActionInvocation(action: binding.action, gesture: gesture, device: input.device?.rawValue,
                                            origin: binding.origin.description)
                guard let step = binding.step else {
                    invocations.append(base)
                    continue
                }
                invocations += steps(of: step, binding: index, base: base)
            }
            return invocations
        default:
            return []
        }
    }

    /// Forgets every gesture in progress (on reload, or when the engine is replaced).
    public mutating func reset() {
        levels = [:]
    }

    /// One invocation per step boundary crossed since the last record: a fast swipe that jumps
    /// three steps in one frame fires three times, each with its own level.
    private mutating func steps(of step: Step, binding index: Int, base: ActionInvocation) -> [ActionInvocation] {
        guard let gesture = base.gesture, let quantity = step.measure(gesture) else { return [] }
        let progress = quantity / step.size
        let level = Int(progress.rounded(.towardZero))
        let last = levels[index] ?? 0
        levels[index] = level
        guard level != last else { return [] }
        let direction = level > last ? 1 : -1
        if step.direction == .increasing && direction < 0 || step.direction == .decreasing && direction > 0 { return [] }
        var invocations: [ActionInvocation] = []
        var reached = last
        while reached != level {
            reached += direction
            var invocation = base
            invocation.step = StepFiring(direction: direction, level: reached, progress: progress)
            invocations.append(invocation)
        }
        return invocations
    }
}
