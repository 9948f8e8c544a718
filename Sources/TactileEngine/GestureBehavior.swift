import TactileCore

/// The logic of one recognizer instance: what a UIGestureRecognizer subclass overrides. The
/// engine calls it and it answers through the `RecognizerContext` it is handed: state requests,
/// ignored touches, timers. The standard recognizers, the scripted type and plugin recognizers
/// (through the C ABI) all arrive in the engine as a `GestureBehavior`.
public protocol GestureBehavior: AnyObject {
    var kind: RecognizerKind { get }

    /// Whether the engine fails this recognizer when it is still possible and every touch it
    /// tracks has ended (rule 5). True for the standard recognizers, except while a multi-tap
    /// recognizer waits for its next tap; false for custom ones (decision Q9).
    var failsWhenTouchesEnd: Bool { get }

    func touchesBegan(_ touches: [Touch], with event: Event, context: RecognizerContext)
    func touchesMoved(_ touches: [Touch], with event: Event, context: RecognizerContext)
    func touchesEnded(_ touches: [Touch], with event: Event, context: RecognizerContext)
    func touchesCancelled(_ touches: [Touch], with event: Event, context: RecognizerContext)
    /// A timer started through `context.startTimer` is due.
    func timerFired(_ timer: Int, context: RecognizerContext)
    /// The attempt is over: forget everything about it.
    func reset()

    /// Class-wide prevention rules (semantics R7); the default answers true.
    func canPrevent(_ other: RecognizerContext) -> Bool
    func canBePrevented(by other: RecognizerContext) -> Bool

    /// The values its actions carry (semantics: location, per-type values).
    func publishedValues(context: RecognizerContext) -> PublishedValues

    /// A type parameter changed at run time (`set:`). Throws when the key or value is invalid.
    func setParameter(_ key: String, to value: ParameterValue) throws(ParameterError)
}

extension GestureBehavior {
    public var failsWhenTouchesEnd: Bool { false }
    public func timerFired(_ timer: Int, context: RecognizerContext) {}
    public func canPrevent(_ other: RecognizerContext) -> Bool { true }
    public func canBePrevented(by other: RecognizerContext) -> Bool { true }
    public func publishedValues(context: RecognizerContext) -> PublishedValues { PublishedValues() }
    public func setParameter(_ key: String, to value: ParameterValue) throws(ParameterError) {
        throw ParameterError(key: key, message: "cannot be changed at run time")
    }
}

/// What a recognizer publishes in its actions: its location (in its view; the centroid of its
/// touches when nil) and its type's values, in a fixed order (`translation`, `velocity` …).
public struct PublishedValues: Sendable {
    public var location: Point?
    public var values: [ParameterValue.MapEntry]

    public init(location: Point? = nil, values: [ParameterValue.MapEntry] = []) {
        self.location = location
        self.values = values
    }
}

/// A parameter that a recognizer type rejects, naming the key so that a decoder can point at
/// the place in the file.
public struct ParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter's key; nested keys are joined by dots (`script.2.when`).
    public var key: String
    public var message: String

    public init(key: String, message: String) {
        self.key = key
        self.message = message
    }

    public var description: String { "\(key): \(message)" }
}
