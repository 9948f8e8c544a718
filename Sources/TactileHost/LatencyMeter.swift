import TactileCore
#if canImport(Glibc)
import Glibc
#endif

/// Measures the live path: for each input frame, the time from libinput's timestamp of its
/// last event to the moment the engine's records for it were written (end to end: kernel or
/// pty, libinput, the host), and the host's own part, from the moment libinput handed the
/// events over to the write; and the process's CPU time per 1000 frames (libinput included).
/// `tactile run --latency` prints the summary on exit.
public final class LatencyMeter {
    private var samples: [UInt64] = []
    /// The host's own time per frame: normalisation, engine, formatting, write.
    private var hostSamples: [UInt64] = []
    private let cpuAtStart: Double

    public init() {
        samples.reserveCapacity(1 << 16)
        cpuAtStart = Self.cpuSeconds()
    }

    /// One frame whose libinput time was `eventMicroseconds`, written at `writtenMicroseconds`.
    func sample(eventMicroseconds: UInt64, readMicroseconds: UInt64, writtenMicroseconds: UInt64) {
        samples.append(writtenMicroseconds &- eventMicroseconds)
        hostSamples.append(writtenMicroseconds &- readMicroseconds)
    }

    public var frames: Int { samples.count }

    /// The `q` quantile (0…1) of the latencies, in microseconds.
    public func percentile(_ q: Double, hostOnly: Bool = false) -> UInt64 {
        let values = hostOnly ? hostSamples : samples
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * q).rounded()))]
    }

    /// User plus system CPU time of the process since the meter was made, per 1000 frames.
    public var cpuMillisecondsPerThousandFrames: Double {
        guard !samples.isEmpty else { return 0 }
        return (Self.cpuSeconds() - cpuAtStart) * 1_000 / Double(samples.count) * 1_000
    }

    public var summary: String {
        "latency: frames=\(frames) p50-us=\(percentile(0.5)) p99-us=\(percentile(0.99)) max-us=\(percentile(1)) "
            + "host-p50-us=\(percentile(0.5, hostOnly: true)) host-p99-us=\(percentile(0.99, hostOnly: true)) "
            + "host-ms-per-1000-frames=\((Double(hostSamples.reduce(0, +)) / Double(max(1, frames)) * 1000).rounded() / 1000) "
            + "cpu-ms-per-1000-frames=\((cpuMillisecondsPerThousandFrames * 1000).rounded() / 1000)"
    }

    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
    }
}
