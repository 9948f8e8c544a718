import TactileCore

/// The arbitration engine: the UIKit gesture model driven by input events on a clock it does not
/// own. Feed it with `handle(_:at:)` and `advance(to:)`; ask `nextDeadline` when its next timer
/// is due; read what happened from `takeRecords()`.
///
/// Every call is one or more *event cycles*: feed recognizers → gate → resolve → deliver to
/// views → actions → reset (docs/engine.md). The engine owns no thread, file or clock, so a
/// scenario on a virtual clock and live input on the monotonic clock behave the same.
public final class Engine {
    /// Windows, back to front.
    public let windows: [View]
    public private(set) var now: Milliseconds = 0
    /// The modifiers held, from the last `modifiers` input (recognizers read them).
    public internal(set) var modifiers: Set<Modifier> = [] {
        didSet { modifierBits = modifiers.bits }
    }
    /// `modifiers` as the plugin ABI's mask, kept for the calls into plugins on every frame.
    public private(set) var modifierBits: UInt32 = 0
    /// The view or window that receives remote-control and motion events first (UIKit's first
    /// responder); nil: none, the application gets them.
    var firstResponder: View?
    /// Whether touches calls to recognizers are logged (`feed` records). The replay log needs
    /// them; a live host whose subscribers do not ask for them saves a record per recognizer
    /// per frame.
    public var logsFeeds = true
    /// Whether each cycle starts with a `touch` record per changed touch (global position and
    /// phase), for those who draw or forward touches. Off for the replay log.
    public var logsTouches = false
    /// Touches one attempt may track before the engine gives up on it. A custom recognizer is
    /// never failed for its touches ending (Q9), so one that never decides would keep every touch
    /// of a long-running daemon; past this many it is failed with a warning instead. No gesture
    /// comes near it (five fingers tapping five times track 25).
    public static let maximumTouchesPerAttempt = 128

    let registry: RecognizerTypeRegistry
    var recognizers: [Recognizer] = []
    var recognizersByID: [String: Recognizer] = [:]
    var viewsByID: [String: View] = [:]
    var attachmentCounter = 0
    var timers = TimerQueue()

    // Touches
    var tracked: [TrackedTouch] = []
    var liveByInputID: [Int: TrackedTouch] = [:]
    var windowStates: [ObjectIdentifier: WindowTouchState] = [:]
    var nextTouchSerial = 1
    /// Input ids whose down hit no window: their moves and ups are dropped too.
    var droppedInputIDs: Set<Int> = []
    /// Whether any delegate names failure requirements; without, only static ones exist.
    /// Computed with the cycle order, whenever the scene changes.
    var hasDelegateRequirements = false
    /// Reused every cycle: view messages before batching.
    var viewMessages: [ViewMessage] = []

    // The current cycle
    var cycle = Cycle()
    private var output: [Record] = []

    /// Builds the live scene. Throws when a recognizer's type is unknown or its parameters are
    /// invalid, or a requireToFail id names no recognizer (a decoder normally reports these first).
    public init(scene: SceneDescription, registry: RecognizerTypeRegistry) throws(EngineError) {
        self.registry = registry
        var windows: [View] = []
        var pending: [(RecognizerDescription, View)] = []
        for w in scene.windows {
            let window = View(id: w.id, frame: w.frame, handles: w.handles)
            for sub in w.views { window.addSubview(View(sub)) }
            windows.append(window)
            for r in w.recognizers { pending.append((r, window)) }
            Engine.collectRecognizers(of: w.views, in: window, into: &pending)
        }
        self.windows = windows
        var order = 0
        for window in windows {
            window.walk { view in
                viewsByID[view.id] = view
                view.walkOrder = order
                order += 1
            }
        }
        firstResponder = scene.firstResponderID.flatMap { viewsByID[$0] }
        for (d, view) in pending {
            try attach(d, to: view)
        }
        for r in recognizers { try resolveRequirements(of: r) }
        rankRecognizers()
    }

    /// The order of recognizers in a cycle, for acceptance and for the order of transitions
    /// and actions: deepest view first, then the depth-first back-to-front walk of the windows
    /// (in window order), then attachment order. Ranked once per scene change, since a cycle
    /// sorts by it; whether delegates name failure requirements is settled at the same time.
    func rankRecognizers() {
        let windowIndex = { (v: View) in self.windows.firstIndex { $0 === v.window } ?? 0 }
        let sorted = recognizers.sorted { a, b in
            if a.view.depth != b.view.depth { return a.view.depth > b.view.depth }
            if a.view !== b.view {
                let wa = windowIndex(a.view), wb = windowIndex(b.view)
                return wa != wb ? wa < wb : a.view.walkIndex < b.view.walkIndex
            }
            return a.attachmentIndex < b.attachmentIndex
        }
        for (i, r) in sorted.enumerated() { r.rank = i }
        hasDelegateRequirements = recognizers.contains { r in
            guard let d = r.delegate else { return false }
            return !d.shouldRequireFailureOf.isEmpty || !d.shouldBeRequiredToFailBy.isEmpty
        }
    }

    private static func collectRecognizers(
        of views: [ViewDescription], in parent: View, into list: inout [(RecognizerDescription, View)]
    ) {
        for d in views {
            guard let view = parent.subviews.first(where: { $0.id == d.id }) else { continue }
            for r in d.recognizers { list.append((r, view)) }
            collectRecognizers(of: d.views, in: view, into: &list)
        }
    }

    /// Creates a recognizer from its description and attaches it to `view`.
    func attach(_ d: RecognizerDescription, to view: View) throws(EngineError) {
        guard let type = registry.type(named: d.type) else {
            throw EngineError(message: "recognizer \(d.id): unknown type '\(d.type)'")
        }
        let behavior: any GestureBehavior
        do {
            behavior = try type.make(d.parameters)
        } catch {
            throw EngineError(message: "recognizer \(d.id): \(error)")
        }
        attachmentCounter += 1
        let r = Recognizer(description: d, behavior: behavior, view: view, attachmentIndex: attachmentCounter)
        recognizers.append(r)
        recognizersByID[r.id] = r
    }

    func resolveRequirements(of r: Recognizer) throws(EngineError) {
        var list: [Recognizer] = []
        for id in r.requireToFailIDs {
            guard let other = recognizersByID[id] else {
                throw EngineError(message: "recognizer \(r.id): requireToFail names unknown recognizer '\(id)'")
            }
            list.append(other)
        }
        r.requireToFail = list
    }

    /// The records produced since the last call, in order.
    public func takeRecords() -> [Record] {
        let records = output
        output = []
        return records
    }

    /// Hands each record produced since the last drain to `body`, in order, and forgets them,
    /// reusing the buffer: the live host's path, which runs on every frame.
    public func drainRecords(_ body: (Record) -> Void) {
        for record in output { body(record) }
        output.removeAll(keepingCapacity: true)
    }

    /// When the next timer is due, if any.
    public var nextDeadline: Milliseconds? { timers.nextDue }

    /// Fires every timer due at or before `time`, each as its own cycle, and moves the clock.
    public func advance(to time: Milliseconds) {
        while let entry = timers.popDue(atOrBefore: time) {
            now = max(now, entry.due)
            runCycle { fireTimer(entry) }
        }
        now = max(now, time)
    }

    /// Handles one input frame: every touch change with the same timestamp, as one cycle.
    /// Fires timers due at or before `time` first.
    public func handle(frame: [TouchInput], at time: Milliseconds) {
        advance(to: time)
        runCycle { intake(frame) }
    }

    /// Handles one `set`, `attach` or `detach`, a `modifiers`, remote-control or motion event
    /// (each its own cycle), a device change (no cycle), or a one-touch frame.
    public func handle(_ event: InputEvent, at time: Milliseconds) {
        switch event {
        case .touch(let input):
            handle(frame: [input], at: time)
        case .set(let change):
            advance(to: time)
            runCycle { applySet(change) }
        case .attach(let viewID, let description):
            advance(to: time)
            runCycle { applyAttach(description, to: viewID) }
        case .detach(let id):
            advance(to: time)
            runCycle { applyDetach(id) }
        case .modifiers(let held):
            advance(to: time)
            runCycle { applyModifiers(held) }
        case .remoteControl(let subtype):
            advance(to: time)
            runCycle { deliverRemoteControl(subtype) }
        case .motion(let subtype, let phase):
            advance(to: time)
            runCycle { deliverMotion(subtype, phase) }
        case .device:
            advance(to: time)
        }
    }

    /// One event cycle around `feed`: resolve, deliver, act, reset.
    private func runCycle(_ feed: () -> Void) {
        cycle.clear()
        for t in tracked { t.clearCycleFlags() }
        feed()
        resolve()
        deliverToViews()
        emitActions()
        resetFinishedRecognizers()
        forgetFinishedTouches()
    }

    func log(_ kind: Record.Kind) {
        output.append(Record(time: now, kind: kind))
    }

    /// The recognizer's current state for inspection (tests, `list recognizers`).
    public func state(ofRecognizer id: String) -> RecognizerState? { recognizersByID[id]?.state }

    /// A view by id.
    public func view(_ id: String) -> View? { viewsByID[id] }

    func context(for r: Recognizer) -> RecognizerContext { RecognizerContext(engine: self, recognizer: r) }
}

/// A scene the engine cannot build.
public struct EngineError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// What the current cycle has done so far, for actions and resets.
struct Cycle {
    struct Transition {
        let recognizer: Recognizer
        let state: RecognizerState
        let values: PublishedValues
        let numberOfTouches: Int
    }
    /// Transitions that send actions, in order.
    var actions: [Transition] = []
    /// Recognizers that reached a terminal state, in order, each once.
    var finished: [Recognizer] = []
    /// Recognizers that want to leave possible and passed the gate this cycle.
    var candidates: [Recognizer] = []

    /// Empties the cycle, keeping the storage: a cycle runs on every frame.
    mutating func clear() {
        // Most cycles leave these empty; clearing an empty array is not free.
        if !actions.isEmpty { actions.removeAll(keepingCapacity: true) }
        if !finished.isEmpty { finished.removeAll(keepingCapacity: true) }
        if !candidates.isEmpty { candidates.removeAll(keepingCapacity: true) }
    }
}
