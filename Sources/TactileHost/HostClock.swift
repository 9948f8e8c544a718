import TactileCore
#if canImport(Glibc)
import Glibc
#endif

/// The engine clock of a live run: CLOCK_MONOTONIC in milliseconds since the host started.
///
/// libinput stamps events with CLOCK_MONOTONIC microseconds, so event times and the time the
/// loop wakes up for a timer are on one clock. The origin only makes logs and recordings start
/// near 0; times are exact multiples of 1 µs, which print and read back as the same double, so a
/// recording replays on exactly the clock the live run used.
public struct HostClock: Sendable {
    /// CLOCK_MONOTONIC microseconds at engine time 0.
    public let origin: UInt64

    public init(origin: UInt64 = HostClock.monotonicMicroseconds()) {
        self.origin = origin
    }

    /// Engine time of a libinput timestamp (µs).
    public func engineTime(ofMicroseconds time: UInt64) -> Milliseconds {
        Double(Int64(bitPattern: time &- origin)) / 1_000
    }

    /// The libinput timestamp (µs) of an engine time; for latency measurements.
    public func microseconds(ofEngineTime time: Milliseconds) -> UInt64 {
        UInt64(bitPattern: Int64((time * 1_000).rounded())) &+ origin
    }

    /// The engine time now.
    public var now: Milliseconds { engineTime(ofMicroseconds: Self.monotonicMicroseconds()) }

    public static func monotonicMicroseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000 + UInt64(spec.tv_nsec) / 1_000
    }
}
