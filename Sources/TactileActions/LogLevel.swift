/// How much the daemon writes to standard error (`settings.logLevel`): a message is written when
/// its level is at least the setting, in the order debug < info < warning < error.
public enum LogLevel: String, Hashable, Sendable, CaseIterable, Comparable {
    case debug, info, warning, error

    public static func < (a: LogLevel, b: LogLevel) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
