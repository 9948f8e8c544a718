import TactileCore

/// A recognizer's handle on the engine, handed to every `GestureBehavior` call: what a
/// UIGestureRecognizer subclass can read and do. State writes are *requests* that the engine
/// normalises and arbitrates (rules 6-9). Also used to describe another recognizer to
/// `canPrevent(_:)` and `canBePrevented(by:)`.
///
/// A context is valid during the call it is passed to; do not keep it (the engine makes one per
/// call, which is why it holds its engine without reference counting).
public struct RecognizerContext {
    unowned(unsafe) let engine: Engine
    unowned(unsafe) let recognizer: Recognizer

    init(engine: Engine, recognizer: Recognizer) {
        self.engine = engine
        self.recognizer = recognizer
    }

    public var id: String { recognizer.id }
    public var typeName: String { recognizer.typeName }
    public var kind: RecognizerKind { recognizer.kind }
    /// The public state: possible while it waits for requirements (waiting is kept apart, in
    /// the engine's record of the attempt).
    public var state: RecognizerState { recognizer.state }
    /// The view it is attached to.
    public var view: View { recognizer.view }
    /// The current time on the engine's clock.
    public var now: Milliseconds { engine.now }
    /// The keyboard modifiers held now (any keyboard).
    public var modifiers: Set<Modifier> { engine.modifiers }
    /// `modifiers` as the plugin ABI's mask (TACTILE_MODIFIER_*).
    public var modifierBits: UInt32 { engine.modifierBits }
    /// The touches it tracks in this attempt (ignored ones excluded), in the order they joined.
    public var touches: [Touch] { recognizer.touches }
    /// A type parameter as the file gave it, for prevention rules between types (taps compare
    /// their tap counts).
    public func parameter(_ name: String) -> ParameterValue? {
        recognizer.parameters.first { $0.key == name }?.value
    }

    /// Every type parameter as the file gave it, in file order (plugins receive the other
    /// recognizer's parameters in canPrevent/canBePrevented through the C ABI).
    public var parameters: [ParameterValue.MapEntry] { recognizer.parameters }

    /// Asks for a state (the subclass's `state = …`): applied, normalised or arbitrated.
    public func request(_ state: RecognizerState) {
        engine.handleRequest(state, from: recognizer)
    }

    /// `ignore(_:for:)`: no more calls for this touch, and it is never withheld or cancelled in
    /// the view on this recognizer's account (rule 22).
    public func ignore(_ touch: Touch) {
        engine.handleIgnore(touch, by: recognizer)
    }

    /// Starts (or restarts) the timer `id`, due `delay` milliseconds from now.
    public func startTimer(_ id: Int, after delay: Milliseconds) {
        engine.timers.start(id, for: recognizer, at: engine.now + delay)
    }

    public func cancelTimer(_ id: Int) {
        engine.timers.cancel(id, for: recognizer)
    }

    /// A touch's location in this recognizer's view.
    public func location(of touch: Touch) -> Point { touch.location(in: recognizer.view) }

    /// Logs a warning record on behalf of the recognizer.
    public func warn(_ message: String) {
        engine.log(.warning(recognizer: recognizer.id, message: message))
    }
}
