import TactileActions
import TactileEngine

/// One entry of `bindings:`: when a recognizer's action record has this state, or a remote-control
/// or motion record comes (`on:`), and the conditions hold (`when:`), perform the action (`do:`),
/// once, or once per step crossed (`every:`) for a continuous gesture.
public struct Binding: Hashable, Sendable {
    public var trigger: BindingTrigger
    public var conditions: BindingConditions
    public var step: Step?
    public var action: Action
    /// Where the binding starts in its file (`config.yaml:12:5`), for logs and warnings.
    public var origin: SourcePlace

    public init(
        trigger: BindingTrigger, conditions: BindingConditions = BindingConditions(), step: Step? = nil,
        action: Action, origin: SourcePlace
    ) {
        self.trigger = trigger
        self.conditions = conditions
        self.step = step
        self.action = action
        self.origin = origin
    }

    /// A gesture binding.
    public init(
        recognizer: String, state: RecognizerState, conditions: BindingConditions = BindingConditions(),
        step: Step? = nil, action: Action, origin: SourcePlace
    ) {
        self.init(trigger: .gesture(recognizer: recognizer, state: state), conditions: conditions, step: step,
                  action: action, origin: origin)
    }

    /// The recognizer of a gesture binding; nil for a remote-control or motion binding.
    public var recognizer: String? {
        if case .gesture(let recognizer, _) = trigger { recognizer } else { nil }
    }

    /// The state of a gesture binding; nil for a remote-control or motion binding.
    public var state: RecognizerState? {
        if case .gesture(_, let state) = trigger { state } else { nil }
    }

    /// The states an action record can have: UIKit sends no action on `failed`, and `possible`
    /// is never a transition's target.
    public static let bindableStates: [RecognizerState] = [.began, .changed, .ended, .recognized, .cancelled]
}

/// A place in a file, for messages: `FILE:LINE:COLUMN`.
public struct SourcePlace: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?

    public init(file: String, line: Int?, column: Int?) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String {
        switch (line, column) {
        case let (line?, column?): "\(file):\(line):\(column)"
        case let (line?, nil): "\(file):\(line)"
        default: file
        }
    }

    /// `LINE:COLUMN` only, for pointing at another place in the same file.
    public var shortDescription: String {
        "\(line.map(String.init) ?? "?"):\(column.map(String.init) ?? "?")"
    }
}
