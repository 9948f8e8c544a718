import Synchronization
import TactileActions

/// The daemon's standard error, filtered by `settings.logLevel`: a message is written when its
/// level is at least the setting (debug < info < warning < error). A reload changes the level;
/// command output arrives on reader threads, so the level is read atomically.
///
/// What goes at which level (docs/daemon.md, "Log levels"): errors are failed reloads and failed
/// actions; warnings are the configuration's warnings, device problems, a command that exited
/// with a non-zero status, and settings that need a restart; info is reloads that succeeded and
/// commands' output lines; debug is every action performed, commands started and their clean exits.
public final class DaemonLog: Sendable {
    private let threshold: Atomic<Int>
    private let write: @Sendable (String) -> Void

    public init(level: LogLevel, write: @escaping @Sendable (String) -> Void) {
        threshold = Atomic(Self.rank(level))
        self.write = write
    }

    public var level: LogLevel {
        get { LogLevel.allCases[threshold.load(ordering: .relaxed)] }
        set { threshold.store(Self.rank(newValue), ordering: .relaxed) }
    }

    public func callAsFunction(_ level: LogLevel, _ message: String) {
        guard Self.rank(level) >= threshold.load(ordering: .relaxed) else { return }
        write(message)
    }

    /// Messages of one level, for the host's parts that report plain strings (libinput's reader,
    /// the normaliser).
    public func reporter(_ level: LogLevel) -> @Sendable (String) -> Void {
        { [self] message in self(level, message) }
    }

    /// The actions' log, their levels kept.
    public var actionLog: ActionLog {
        ActionLog(leveled: { [self] level, line in self(level, line) })
    }

    private static func rank(_ level: LogLevel) -> Int {
        LogLevel.allCases.firstIndex(of: level)!
    }
}
