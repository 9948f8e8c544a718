import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes frames into fake evdev nodes at their times, each frame in a single write stamped
/// with the current CLOCK_MONOTONIC time (the clock libinput asks evdev for). One write per
/// frame matters: libevdev must never see half a frame. Cues (plugging and unplugging devices)
/// run at their times between frames.
public struct FramePlayer {
    public struct Track {
        /// The pty master to write to, asked for at the first frame (a device plugged in during
        /// playback has none before).
        public var writer: () throws -> Int32
        public var frames: [EvdevFrame]

        public init(writer: Int32, frames: [EvdevFrame]) {
            self.init(writer: { writer }, frames: frames)
        }

        public init(writer: @escaping () throws -> Int32, frames: [EvdevFrame]) {
            self.writer = writer
            self.frames = frames
        }
    }

    /// Something done at `offset` (µs after playback starts); before a frame of the same time.
    public struct Cue {
        public var offset: Int64
        public var perform: () throws -> Void

        public init(offset: Int64, perform: @escaping () throws -> Void) {
            self.offset = offset
            self.perform = perform
        }
    }

    /// Measured lateness of the frames actually written, in microseconds.
    public struct Report: Sendable {
        public var frames = 0
        public var maximumLateness: Int64 = 0
        public var totalLateness: Int64 = 0
    }

    public init() {}

    private enum Step {
        case frame(track: Int, EvdevFrame)
        case cue(Cue)

        var offset: Int64 {
            switch self {
            case .frame(_, let frame): frame.offset
            case .cue(let cue): cue.offset
            }
        }
    }

    /// Plays all tracks interleaved by time, and the cues, starting now. `shouldStop` is polled
    /// between frames so playback ends early if the child under test exits.
    public func play(_ tracks: [Track], cues: [Cue] = [], shouldStop: () -> Bool = { false }) throws -> Report {
        let steps = cues.map(Step.cue) + tracks.indices.flatMap { index in tracks[index].frames.map { Step.frame(track: index, $0) } }
        let schedule = steps.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
        var writers: [Int: Int32] = [:]
        let start = Self.now()
        var report = Report()
        for step in schedule {
            if shouldStop() { break }
            Self.sleep(until: start + step.offset)
            switch step {
            case .cue(let cue):
                try cue.perform()
            case .frame(let track, let frame):
                let writer = try writers[track] ?? tracks[track].writer()
                writers[track] = writer
                let written = Self.now()
                try write(frame.events, at: written, to: writer)
                let lateness = written - (start + frame.offset)
                report.frames += 1
                report.totalLateness += lateness
                report.maximumLateness = max(report.maximumLateness, lateness)
            }
        }
        return report
    }

    /// Serializes `struct input_event` as on 64-bit Linux: timeval (two 64-bit fields), then
    /// type and code (16 bits each) and value (32 bits), little-endian, 24 bytes per event.
    private func write(_ events: [EvdevEvent], at time: Int64, to writer: Int32) throws {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(events.count * 24)
        func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }
        for event in events {
            append(Int64(time / 1_000_000))
            append(Int64(time % 1_000_000))
            append(event.type)
            append(event.code)
            append(event.value)
        }
        let written = bytes.withUnsafeBytes { Glibc.write(writer, $0.baseAddress, $0.count) }
        guard written == bytes.count else {
            throw TestbedError.io(path: "fd \(writer)", message: "short write of an evdev frame (\(written) of \(bytes.count) bytes)")
        }
    }

    /// CLOCK_MONOTONIC in microseconds.
    static func now() -> Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int64(spec.tv_sec) * 1_000_000 + Int64(spec.tv_nsec) / 1_000
    }

    static func sleep(until deadline: Int64) {
        var spec = timespec(tv_sec: Int(deadline / 1_000_000), tv_nsec: Int(deadline % 1_000_000) * 1_000)
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &spec, nil) == EINTR {}
    }
}
