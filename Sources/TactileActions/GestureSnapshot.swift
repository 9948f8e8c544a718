import TactileCore
import TactileEngine

/// The recognizer's values in one action record: what a fired binding passes on to its action
/// (environment variables of a command, fields of an IPC event).
public struct GestureSnapshot: Hashable, Sendable {
    public var time: Milliseconds
    public var recognizer: String
    public var state: RecognizerState
    /// In the recognizer's view.
    public var location: Point
    public var numberOfTouches: Int
    /// The type's values in log order (`translation`, `velocity`, `scale` …).
    public var values: [ParameterValue.MapEntry]

    public init(
        time: Milliseconds, recognizer: String, state: RecognizerState, location: Point, numberOfTouches: Int,
        values: [ParameterValue.MapEntry]
    ) {
        self.time = time
        self.recognizer = recognizer
        self.state = state
        self.location = location
        self.numberOfTouches = numberOfTouches
        self.values = values
    }

    /// The snapshot of an `action` record; nil for every other kind of record.
    public init?(_ record: Record) {
        guard case let .action(recognizer, state, location, count, values) = record.kind else { return nil }
        self.init(time: record.time, recognizer: recognizer, state: state, location: location,
                  numberOfTouches: count, values: values)
    }

    public func value(_ name: String) -> ParameterValue? {
        values.first { $0.key == name }?.value
    }
}

extension ParameterValue {
    /// A 2D value (`translation`, a pan's `velocity`) as x and y: the log writes it as a list of
    /// two numbers; a map with `x` and `y` is read too, so plugins may choose either.
    public var pair: (x: Double, y: Double)? {
        switch self {
        case .list(let list) where list.count == 2:
            guard let x = list[0].numberValue, let y = list[1].numberValue else { return nil }
            return (x, y)
        case .map(let entries):
            guard let x = entries.first(where: { $0.key == "x" })?.value.numberValue,
                  let y = entries.first(where: { $0.key == "y" })?.value.numberValue else { return nil }
            return (x, y)
        default: return nil
        }
    }
}
