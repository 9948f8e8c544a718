import TactileCore
import TactileEngine
import TactileConfig
import TactileInput
import TactileIPC
#if canImport(Glibc)
import Glibc
#endif

/// The live event loop of `tactile run`: waits on libinput's descriptor, the engine's next
/// deadline, the stop signals and any other `PollSource` (the IPC socket, the configuration
/// watch); feeds each normalised frame at its own libinput time; fires timers at their due
/// time.
///
/// All input goes through the `Daemon`, never to the engine directly, so that an IPC pause
/// applies to the devices and every record reaches subscribers, the log and `recordHandler`.
///
/// Engine time only ever moves to an input's time or a timer's due time, never to "now": an
/// event read a little late is still fed at the time libinput stamped it, unless a timer already
/// moved the clock past it, in which case it is fed at the clock's time (and recorded so).
///
/// Records are written (`RecordOutput`) right after the frame that caused them, so a frame's
/// latency ends at its own write; those of due timers after the timers, those of requests at
/// the end of the iteration.
public final class LiveHost {
    /// A frame that would share its time with the previous frame is fed 1 µs later: a replay
    /// merges input lines of one time into one frame, the live loop fed them as two (libinput
    /// stamps a gesture's begin and first update alike). Done in whole microseconds so the time
    /// prints as libinput's own times do (`45.618`, not `45.617999999999995`).
    static func separated(after last: Milliseconds) -> Milliseconds {
        ((last * 1_000).rounded() + 1) / 1_000
    }

    private let daemon: Daemon
    private var engine: any GestureEngine { daemon.engine }
    private let sources: [PollSource]
    /// Each engine record, with the kind of device of the latest frame (bindings' conditions).
    public var recordHandler: ((Record, DeviceKind?) -> Void)?
    /// The device kind of the latest frame (nil for a mouse stroke): a timer's records (a long
    /// press) belong to it too.
    private var lastDeviceKind: DeviceKind?
    private let reader: LibinputReader
    private let normaliser: InputNormaliser
    private let clock: HostClock
    private var output: RecordOutput
    private let recorder: InputRecorder?
    private let meter: LatencyMeter?
    private let timer: DeadlineTimer
    private var lastFrameTime: Milliseconds?
    /// When libinput handed over the events being fed (for the latency meter).
    private var batchReadAt: UInt64 = 0

    public init(daemon: Daemon, reader: LibinputReader, normaliser: InputNormaliser, clock: HostClock,
                log: LogStyle, recorder: InputRecorder?, meter: LatencyMeter?, sources: [PollSource] = []) throws {
        self.daemon = daemon
        self.sources = sources
        self.reader = reader
        self.normaliser = normaliser
        self.clock = clock
        self.output = RecordOutput(style: log)
        self.recorder = recorder
        self.meter = meter
        self.timer = try DeadlineTimer()
        daemon.recordObserver = { [unowned self] record in
            output.append(record)
            recordHandler?(record, lastDeviceKind)
        }
    }

    /// Runs until `signals` asks to stop. `ready` is called once the devices are open and their
    /// first events handled (tests wait for it before injecting input).
    public func run(signals: SignalWatch, ready: () -> Void) {
        handleInput()
        ready()
        let own = [
            pollfd(fd: reader.fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: timer.fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals.fileDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            timer.arm(at: [engine.nextDeadline, normaliser.nextDeadline].compactMap { $0 }.min(), clock: clock)
            let shares = sources.map(\.pollDescriptors)
            var descriptors = own + shares.joined()
            if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 {
                if errno == EINTR { continue }
                LibinputReader.printToStandardError("poll failed: \(String(cString: strerror(errno)))")
                return
            }
            if descriptors[2].revents != 0, !handle(signals.read()) { break }
            if descriptors[1].revents != 0 { timer.acknowledge() }
            // Input first: an event stamped before a due timer must reach the engine before it.
            handleInput()
            fireDueTimers()
            // Records caused by requests (injected input, a reload's cancels) come from no device.
            let deviceKind = lastDeviceKind
            lastDeviceKind = nil
            var start = own.count
            for (source, share) in zip(sources, shares) {
                source.handle(Array(descriptors[start..<start + share.count]))
                start += share.count
            }
            lastDeviceKind = deviceKind
            // A request (reload, pause) may have produced records.
            output.flush()
        }
        recorder?.close()
    }

    /// Performs signal requests; false when the host should stop.
    private func handle(_ requests: [SignalWatch.Request]) -> Bool {
        for request in requests {
            switch request {
            case .stop:
                return false
            case .suspend:
                // libinput reports the devices removed: their touches are cancelled (rule 26).
                reader.suspend()
            case .resume:
                reader.resume()
            }
        }
        return true
    }

    private func handleInput() {
        let events = reader.read()
        batchReadAt = HostClock.monotonicMicroseconds()
        for event in events {
            for frame in normaliser.handle(event) { feed(frame) }
        }
    }

    /// Feeds a touch frame or one other input (modifiers, media key, switch, device) at its
    /// own time, kept apart from the previous one's, and records it.
    private func feed(_ frame: InputFrame) {
        var time = max(frame.time, engine.now)
        if let last = lastFrameTime, time <= last { time = Self.separated(after: last) }
        lastFrameTime = time
        if let event = frame.event {
            // Not from a touch device: its records have none, later timers keep the last touch's.
            let deviceKind = lastDeviceKind
            lastDeviceKind = nil
            daemon.handle(event, at: time)
            lastDeviceKind = deviceKind
        } else {
            lastDeviceKind = frame.deviceKind
            daemon.handle(frame: frame.touches, at: time)
        }
        recorder?.record(frame, at: time)
        output.flush()
        if let meter, frame.event == nil {
            let written = HostClock.monotonicMicroseconds()
            meter.sample(eventMicroseconds: clock.microseconds(ofEngineTime: frame.time),
                         readMicroseconds: batchReadAt, writtenMicroseconds: written)
            // The next frame of the batch starts its own share now.
            batchReadAt = written
        }
    }

    private func fireDueTimers() {
        let now = clock.now
        for frame in normaliser.expire(upTo: now) { feed(frame) }
        while let due = engine.nextDeadline, due <= now {
            daemon.advance(to: due)
        }
        output.flush()
    }
}
