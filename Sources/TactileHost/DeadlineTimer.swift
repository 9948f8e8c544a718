import CHostSystem
import TactileCore
#if canImport(Glibc)
import Glibc
#endif

/// A timerfd armed at the engine's next deadline (absolute CLOCK_MONOTONIC time), so the loop
/// sleeps in poll until input arrives or a recognizer's timer is due, and wakes at that moment
/// to the microsecond: no polling, and no millisecond rounding of poll's own timeout.
final class DeadlineTimer {
    let fileDescriptor: Int32
    private var armedAt: Milliseconds?

    init() throws {
        fileDescriptor = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_CLOEXEC | TFD_NONBLOCK))
        guard fileDescriptor >= 0 else { throw HostError("timerfd_create failed: \(String(cString: strerror(errno)))") }
    }

    deinit {
        close(fileDescriptor)
    }

    /// Arms the timer for `deadline` on `clock` (nil disarms it); a no-op when already so armed.
    func arm(at deadline: Milliseconds?, clock: HostClock) {
        guard deadline != armedAt else { return }
        armedAt = deadline
        var spec = itimerspec()
        if let deadline {
            let microseconds = max(clock.microseconds(ofEngineTime: deadline), 1)
            spec.it_value = timespec(tv_sec: Int(microseconds / 1_000_000), tv_nsec: Int(microseconds % 1_000_000) * 1_000)
        }
        timerfd_settime(fileDescriptor, Int32(TFD_TIMER_ABSTIME), &spec, nil)
    }

    /// Clears the expiry count after the timer fired (the loop re-arms it every iteration).
    func acknowledge() {
        var expirations: UInt64 = 0
        _ = read(fileDescriptor, &expirations, 8)
        armedAt = nil
    }
}
