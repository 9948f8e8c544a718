import TactileCore
import TactilePluginABI

/// The base class of a recognizer written with the SDK, shaped like a UIGestureRecognizer
/// subclass: override `touchesBegan(_:with:)` and friends, set `state` to ask for a
/// transition, and forget the attempt in `reset()`.
///
/// Lifecycle of one attempt:
/// - `touchesBegan` for every touch that joins (on its view or a subview), then `touchesMoved`,
///   `touchesEnded`, `touchesCancelled` for the touches it tracks (ignored ones excluded);
/// - `timerFired` for its own timers;
/// - writes to `state` are requests: the host normalises illegal ones and arbitrates leaving
///   possible (failure requirements, prevention), so `state` reads the host's answer;
/// - `reset()` once the attempt is over, whatever its outcome.
///
/// Everything that reaches the host (`state = …`, `ignore`, timers, `warn`) works only inside
/// one of these callbacks, as in UIKit.
open class GestureRecognizer {
    /// UIGestureRecognizer.State. `recognized` is the discrete name of `ended`.
    public enum State: Int32, Sendable {
        case possible, began, changed, ended, cancelled, failed, recognized
    }

    /// Discrete (possible → recognized | failed) or continuous (began → changed* → ended).
    public enum Kind: Sendable {
        case discrete, continuous
    }

    /// Where `location(in:)` measures.
    public enum CoordinateSpace: Sendable {
        /// The view the recognizer is attached to.
        case view
        /// Its window.
        case window
    }

    public let kind: Kind
    /// What this recognizer knows of the call in progress. One stored value rather than
    /// several, because each access to a class's stored property is checked for exclusivity at
    /// run time, and the boundary is crossed on every frame.
    private struct Call {
        /// What the host handed in, valid until the callback returns.
        var host: UnsafePointer<tactile_host>?
        /// The state as this call sees it: the host's at its start, then what it asked for.
        var state: State?
        /// Touches ignored during this call (the host's tracked list was copied before).
        var ignored: Set<Int> = []
        /// The host's tracked touches, converted once per call.
        var tracked: [Touch]?
    }

    private var call = Call()
    private var host: UnsafePointer<tactile_host>? { call.host }

    public init(kind: Kind) {
        self.kind = kind
    }

    // MARK: What a subclass overrides

    open func touchesBegan(_ touches: [Touch], with event: Event) {}
    open func touchesMoved(_ touches: [Touch], with event: Event) {}
    open func touchesEnded(_ touches: [Touch], with event: Event) {}
    /// The system cancelled touches; afterwards the host cancels (active) or fails (possible)
    /// the attempt unless the subclass already ended it.
    open func touchesCancelled(_ touches: [Touch], with event: Event) {}
    /// A timer started with `startTimer(_:afterMilliseconds:)` is due.
    open func timerFired(_ timer: Int) {}
    /// The attempt is over: forget it. Host calls are not available here.
    open func reset() {}

    /// Class-wide prevention rules (UIGestureRecognizerSubclass). True by default.
    open func canPrevent(_ other: OtherRecognizer) -> Bool { true }
    open func canBePrevented(by other: OtherRecognizer) -> Bool { true }

    /// Whether the host should fail this recognizer when it is still possible and all its
    /// touches have ended. False by default: a custom recognizer decides for itself (Q9).
    open var failsWhenTouchesEnd: Bool { false }

    /// The location its actions carry, in its view; nil for the centroid of its touches.
    open var publishedLocation: Point? { nil }
    /// The values its actions carry besides the location, in a fixed order.
    open var publishedValues: [ParameterValue.MapEntry] { [] }

    /// A parameter changed at run time. Throws for an unknown key or a bad value.
    open func setParameter(_ key: String, to value: ParameterValue) throws(ParameterError) {
        throw ParameterError(key: key, message: "cannot be changed at run time")
    }

    // MARK: What a subclass reads and does

    /// The public state; setting it asks the host for a transition.
    public var state: State {
        get {
            let call = self.call
            if let state = call.state { return state }
            guard let host = call.host else { return .possible }
            return State(rawValue: host.pointee.state) ?? .possible
        }
        set {
            guard let host else { return }
            call.state = newValue
            host.pointee.request_state(host.pointee.context, newValue.rawValue)
        }
    }

    /// The touches it tracks in this attempt, in the order they joined.
    public var touches: [Touch] {
        let call = self.call
        let tracked: [Touch]
        if let cached = call.tracked {
            tracked = cached
        } else {
            guard let host = call.host else { return [] }
            tracked = Touch.array(host.pointee.tracked, host.pointee.tracked_count)
            self.call.tracked = tracked
        }
        return call.ignored.isEmpty ? tracked : tracked.filter { !call.ignored.contains($0.serial) }
    }

    /// The touches it tracks whose fingers are still down.
    public var touchesDown: [Touch] { touches.filter { !$0.isFinished } }

    public var numberOfTouches: Int { touches.count }

    /// The centroid of its touches still down (or of all its touches when none is down).
    public func location(in space: CoordinateSpace = .view) -> Point {
        let all = touches
        let down = all.filter { !$0.isFinished }
        let chosen = down.isEmpty ? all : down
        return centroid(of: chosen.map { space == .view ? $0.location : $0.locationInWindow })
    }

    /// The view it is attached to.
    public var view: ViewInfo {
        guard let host else { return ViewInfo(tactile_view_info()) }
        return ViewInfo(host.pointee.view)
    }

    /// The host's clock, in milliseconds.
    public var now: Double { host?.pointee.now ?? 0 }

    /// The keyboard modifiers held now, on any keyboard. Empty outside a callback and with a
    /// host older than ABI 1.1, whose `tactile_host` has no `modifiers` field.
    public var modifiers: Set<Modifier> {
        guard let host, host.pointee.struct_size >= Self.modifiersFieldEnd else { return [] }
        return Set(bits: host.pointee.modifiers)
    }

    /// How large a host's `tactile_host` must be to hold `modifiers`.
    static let modifiersFieldEnd = UInt32(
        MemoryLayout<tactile_host>.offset(of: \.modifiers)! + MemoryLayout<UInt32>.size)

    /// `ignore(_:for:)`: no more calls for this touch, and the view is never denied it on this
    /// recognizer's account.
    public func ignore(_ touch: Touch) {
        guard let host else { return }
        call.ignored.insert(touch.serial)
        host.pointee.ignore_touch(host.pointee.context, Int64(touch.serial))
    }

    /// Starts (or restarts) timer `timer`, due `delay` milliseconds from now.
    public func startTimer(_ timer: Int, afterMilliseconds delay: Double) {
        guard let host else { return }
        host.pointee.start_timer(host.pointee.context, Int32(timer), delay)
    }

    public func cancelTimer(_ timer: Int) {
        guard let host else { return }
        host.pointee.cancel_timer(host.pointee.context, Int32(timer))
    }

    /// Logs a warning record on its behalf.
    public func warn(_ message: String) {
        guard let host else { return }
        message.withCString { host.pointee.warn(host.pointee.context, $0) }
    }

    // MARK: Calls from the C boundary

    /// Runs `body` as one callback with `host`; restores the outer call's view when the host
    /// re-enters (published values asked from inside a state request).
    func inCall<T>(_ host: UnsafePointer<tactile_host>?, _ body: () -> T) -> T {
        let saved = call
        call = Call(host: host)
        defer { call = saved }
        return body()
    }

    /// Storage for the published values handed to the host until the next call.
    let publishedArena = ValueArena()
    /// The keys of published values as C strings, made once: they are the same at every
    /// transition.
    private let keyArena = ValueArena()
    private var keyNames: [String: UnsafePointer<CChar>] = [:]

    func cKey(_ key: String) -> UnsafePointer<CChar> {
        if let k = keyNames[key] { return k }
        let k = keyArena.cString(key)
        keyNames[key] = k
        return k
    }
}

/// A parameter a recognizer type rejects, naming the key.
public struct ParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    public var key: String
    public var message: String

    public init(key: String, message: String) {
        self.key = key
        self.message = message
    }

    public var description: String { "\(key): \(message)" }
}

extension GestureRecognizer {
    /// Fills the C form of the published values; it stays valid until the next call.
    func publish() -> UnsafePointer<tactile_published> {
        publishedArena.clear()
        let values = publishedValues
        var c = tactile_published()
        if let p = publishedLocation {
            c.has_location = true
            c.location = tactile_point(x: p.x, y: p.y)
        }
        if !values.isEmpty {
            let entries = publishedArena.buffer(of: tactile_entry.self, count: values.count)
            for (i, e) in values.enumerated() {
                (entries + i).initialize(to: tactile_entry(key: cKey(e.key), value: publishedArena.cValue(e.value)))
            }
            c.values = UnsafePointer(entries)
        }
        c.value_count = values.count
        let p = publishedArena.buffer(of: tactile_published.self, count: 1)
        p.initialize(to: c)
        return UnsafePointer(p)
    }
}
