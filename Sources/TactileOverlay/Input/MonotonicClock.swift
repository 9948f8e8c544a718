import Glibc

/// Milliseconds on CLOCK_MONOTONIC: immune to wall-clock changes, which would break replay pacing.
public func monotonicMilliseconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1_000_000
}
