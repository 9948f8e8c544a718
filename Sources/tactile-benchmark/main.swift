import Glibc
import TactileCore
import TactileEngine
import TactileScenario

/// Engine throughput: touch frames through a scene of 20 views and 30 recognizers with 1, 2 and
/// 5 fingers down, in a release build. Prints the median and p99 time per frame and the resident
/// memory before and after, so growth over a long run shows. Two logs: `full` records every
/// touches call to a recognizer (the replay log); `live` leaves out those feed records, as a
/// daemon does when no subscriber asks for them; `jsonl` is `live` with every record formatted
/// as a log line into a buffer, as `tactile run --log jsonl` does.
///
/// Usage: tactile-benchmark [FRAMES [FINGERS [full|live|jsonl]]]   (default: 1,000,000 frames, every
/// row); naming one row lets callgrind count its instructions alone.

func monotonicNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

func residentKilobytes() -> Int {
    guard let f = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(f) }
    var line = [CChar](repeating: 0, count: 128)
    guard fgets(&line, Int32(line.count), f) != nil else { return 0 }
    let fields = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

var registry = RecognizerTypeRegistry()
registry.register(ScriptedRecognizer.type)
let frames = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1_000_000 : 1_000_000
/// Frames per gesture: fingers go down, move this many frames, lift; then the next gesture.
let gestureLength = 120

print("engine: 20 views, 30 recognizers, \(frames) frames per row, gestures of \(gestureLength) frames")
print("log   fingers  median_ns  p99_ns  frames_per_s  rss_start_kb  rss_end_kb")
let arguments = CommandLine.arguments
let fingerRows = arguments.count > 2 ? [Int(arguments[2]) ?? 1] : [1, 2, 5]
let logRows = [("full", true, false), ("live", false, false), ("jsonl", false, true)].filter { arguments.count <= 3 || $0.0 == arguments[3] }
var lineBuffer: [UInt8] = []
lineBuffer.reserveCapacity(4096)
for (logName, logsFeeds, formats) in logRows {
for fingers in fingerRows {
    let engine = try Engine(scene: BenchmarkScene.make(), registry: registry)
    engine.logsFeeds = logsFeeds
    var samples = [UInt64](repeating: 0, count: frames)
    var t: Milliseconds = 0
    var rssStart = 0
    let start = monotonicNanoseconds()
    for i in 0..<frames {
        let phase = i % gestureLength
        let frame: [TouchInput] = (0..<fingers).map { f in
            let p = Point(x: 400 + Double(f) * 30 + Double(phase), y: 400 + Double(f) * 10)
            switch phase {
            case 0: return TouchInput(action: .down, id: f, location: p)
            case gestureLength - 1: return TouchInput(action: .up, id: f, location: p)
            default: return TouchInput(action: .move, id: f, location: p)
            }
        }
        t += 4.1
        let before = monotonicNanoseconds()
        engine.handle(frame: frame, at: t)
        if formats {
            engine.drainRecords { record in
                record.appendJSONLine(to: &lineBuffer)
                lineBuffer.append(10)
            }
            lineBuffer.removeAll(keepingCapacity: true)
        } else {
            engine.drainRecords { _ in }
        }
        samples[i] = monotonicNanoseconds() - before
        if i == gestureLength * 10 { rssStart = residentKilobytes() }
    }
    let total = monotonicNanoseconds() - start
    samples.sort()
    let median = samples[frames / 2], p99 = samples[frames * 99 / 100]
    let perSecond = Double(frames) / (Double(total) / 1e9)
    let row = [logName, pad(fingers, 7), pad(median, 9), pad(p99, 6), pad(Int(perSecond), 12), pad(rssStart, 12), pad(residentKilobytes(), 10)]
    print(row.joined(separator: "  "))
}
}

func pad<N: BinaryInteger>(_ n: N, _ width: Int) -> String {
    let s = String(n)
    return String(repeating: " ", count: max(0, width - s.count)) + s
}
