import TactileCore
import TactileEngine

/// What `expect:` says about one recognizer's `state` records: `failed@430`.
public struct ExpectedState: Hashable, Sendable, CustomStringConvertible {
    public var state: RecognizerState
    public var time: Milliseconds

    public init(state: RecognizerState, time: Milliseconds) {
        self.state = state
        self.time = time
    }

    public var description: String { "\(state.rawValue)@\(JSONText.number(time))" }

    func matches(_ other: ExpectedState) -> Bool {
        state == other.state && ExpectationTime.equal(time, other.time)
    }
}

/// What `expect:` says about one of a view's `view` records: `b{1,2}@0` (b/m/e/c stand for
/// touchesBegan/Moved/Ended/Cancelled; touch ids ascending), `b{1}<V@0` for a call that view V
/// passed up the responder chain (the record's `from`).
public struct ExpectedViewCall: Hashable, Sendable, CustomStringConvertible {
    public var call: TouchesCall
    public var touches: [Int]
    public var time: Milliseconds
    /// The view the call was passed on from; nil for a call the engine made to this view.
    public var from: String?

    public init(call: TouchesCall, touches: [Int], time: Milliseconds, from: String? = nil) {
        self.call = call
        self.touches = touches
        self.time = time
        self.from = from
    }

    static let letters: [(Character, TouchesCall)] = [
        ("b", .touchesBegan), ("m", .touchesMoved), ("e", .touchesEnded), ("c", .touchesCancelled),
    ]

    public var description: String {
        let letter = Self.letters.first { $0.1 == call }!.0
        return "\(letter){\(touches.map(String.init).joined(separator: ","))}" + (from.map { "<\($0)" } ?? "")
            + "@\(JSONText.number(time))"
    }

    func matches(_ other: ExpectedViewCall) -> Bool {
        call == other.call && touches == other.touches && from == other.from && ExpectationTime.equal(time, other.time)
    }
}

/// What `expect:` says about one `action` record: `Tap1:recognized@430`.
public struct ExpectedAction: Hashable, Sendable, CustomStringConvertible {
    public var recognizer: String
    public var state: RecognizerState
    public var time: Milliseconds

    public init(recognizer: String, state: RecognizerState, time: Milliseconds) {
        self.recognizer = recognizer
        self.state = state
        self.time = time
    }

    public var description: String { "\(recognizer):\(state.rawValue)@\(JSONText.number(time))" }

    func matches(_ other: ExpectedAction) -> Bool {
        recognizer == other.recognizer && state == other.state && ExpectationTime.equal(time, other.time)
    }
}

/// Times in the shorthand are compared as numbers: `430`, `430.0` and an engine time of
/// `429.99999999999994` (sums of decimal milliseconds) are the same moment.
enum ExpectationTime {
    static let tolerance: Milliseconds = 1e-6

    static func equal(_ a: Milliseconds, _ b: Milliseconds) -> Bool {
        abs(a - b) <= tolerance
    }
}
