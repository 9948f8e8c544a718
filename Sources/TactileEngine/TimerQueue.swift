import TactileCore

/// Recognizer timers on the engine's clock (rule 27): due times, in start order among equals.
struct TimerQueue {
    struct Entry {
        var due: Milliseconds
        var sequence: Int
        var timer: Int
        let recognizer: Recognizer
    }

    private(set) var entries: [Entry] = []
    private var sequence = 0

    mutating func start(_ timer: Int, for r: Recognizer, at due: Milliseconds) {
        cancel(timer, for: r)
        sequence += 1
        entries.append(Entry(due: due, sequence: sequence, timer: timer, recognizer: r))
    }

    mutating func cancel(_ timer: Int, for r: Recognizer) {
        entries.removeAll { $0.recognizer === r && $0.timer == timer }
    }

    mutating func cancelAll(for r: Recognizer) {
        entries.removeAll { $0.recognizer === r }
    }

    /// The earliest due time.
    var nextDue: Milliseconds? { entries.min(by: Self.before)?.due }

    /// Removes and returns the earliest entry due at or before `time`.
    mutating func popDue(atOrBefore time: Milliseconds) -> Entry? {
        guard let i = entries.indices.min(by: { Self.before(entries[$0], entries[$1]) }),
            entries[i].due <= time
        else { return nil }
        return entries.remove(at: i)
    }

    private static func before(_ a: Entry, _ b: Entry) -> Bool {
        a.due != b.due ? a.due < b.due : a.sequence < b.sequence
    }
}
