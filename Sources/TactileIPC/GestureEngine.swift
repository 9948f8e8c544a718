import TactileCore
import TactileEngine

/// What the daemon needs from the engine: the host's and injected input in, records out, and
/// the recognizers' states for listing and explaining. `Engine` conforms; a protocol keeps the
/// daemon's logic testable and lets the host wrap the engine (recording, statistics).
public protocol GestureEngine: AnyObject {
    var now: Milliseconds { get }
    var nextDeadline: Milliseconds? { get }
    var logsFeeds: Bool { get set }
    /// Whether each cycle starts with the overlay's `touch` records.
    var logsTouches: Bool { get set }
    /// The modifiers held, from the last `modifiers` input.
    var modifiers: Set<Modifier> { get }
    func handle(frame: [TouchInput], at time: Milliseconds)
    func handle(_ event: InputEvent, at time: Milliseconds)
    func advance(to time: Milliseconds)
    func drainRecords(_ body: (Record) -> Void)
    var recognizerSummaries: [RecognizerSummary] { get }
}

extension Engine: GestureEngine {}
