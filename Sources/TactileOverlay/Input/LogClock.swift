/// Maps the monotonic wall clock (ms) to the log's clock (the records' `t`, ms).
///
/// - replay: the log's first record time at the start, then real time;
/// - frozen: one log time forever (`--freeze-at`);
/// - live: follows the records' times as they arrive, and real time in between, so that fades
///   run while the producer is quiet. It only moves forward, so a late record cannot make a fade
///   jump back.
public struct LogClock: Sendable {
    enum Mode: Sendable {
        case replay(logStart: Double, wallStart: Double)
        case frozen(Double)
        case live(anchor: (log: Double, wall: Double)?)
    }

    private var mode: Mode

    public static func replay(from logStart: Double, wallStart: Double) -> LogClock {
        LogClock(mode: .replay(logStart: logStart, wallStart: wallStart))
    }

    public static func frozen(at logTime: Double) -> LogClock { LogClock(mode: .frozen(logTime)) }

    public static var live: LogClock { LogClock(mode: .live(anchor: nil)) }

    public func logTime(atWall wall: Double) -> Double {
        switch mode {
        case let .replay(logStart, wallStart): logStart + (wall - wallStart)
        case let .frozen(time): time
        case let .live(anchor): anchor.map { $0.log + (wall - $0.wall) } ?? 0
        }
    }

    /// Whether log time passes with wall time, so that timed changes (fades) will happen.
    public var isRunning: Bool {
        if case .frozen = mode { false } else { true }
    }

    /// A record arrived at `wall`: a live clock catches up with it.
    public mutating func observe(recordTime: Double, atWall wall: Double) {
        guard case let .live(anchor) = mode else { return }
        if anchor == nil || recordTime > logTime(atWall: wall) { mode = .live(anchor: (recordTime, wall)) }
    }
}
