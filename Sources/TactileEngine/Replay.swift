import TactileCore

/// Drives an engine through a list of timed inputs on a virtual clock, as `tactile replay` does:
/// touch lines with the same time form one frame; a `set`, `attach` or `detach` is its own
/// cycle after the frame of its time; timers fire at their due time; after the last input the
/// clock runs on until no timer is pending.
public struct Replay {
    /// Timers a recognizer may keep restarting after the last input before replay gives up.
    public static let maximumTrailingTimers = 10_000

    public init() {}

    /// Runs `inputs` (times never decrease) and returns every record.
    public func run(_ inputs: [TimedInput], on engine: Engine) -> [Record] {
        var records: [Record] = []
        var i = 0
        while i < inputs.count {
            let time = inputs[i].time
            var frame: [TouchInput] = []
            var others: [InputEvent] = []
            while i < inputs.count, inputs[i].time == time {
                if case .touch(let t) = inputs[i].event { frame.append(t) } else { others.append(inputs[i].event) }
                i += 1
            }
            if frame.isEmpty {
                engine.advance(to: time)
            } else {
                engine.handle(frame: frame, at: time)
            }
            for event in others { engine.handle(event, at: time) }
            records += engine.takeRecords()
        }
        var fired = 0
        while let due = engine.nextDeadline, fired < Self.maximumTrailingTimers {
            engine.advance(to: due)
            fired += 1
        }
        records += engine.takeRecords()
        return records
    }
}
