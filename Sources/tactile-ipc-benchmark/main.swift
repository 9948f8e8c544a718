import Foundation
import Synchronization
import TactileCore
import TactileEngine
import TactileIPC
import TactileScenario

// IPC fan-out benchmark: a live-like host (engine + daemon + server on one thread, frames at a
// fixed rate from its poll loop) and N subscriber threads, each subscribed to every record
// kind. Reports the latency from the moment a frame is handed to the daemon to the moment a
// subscriber has read each of that frame's records, and the server thread's CPU time.
//
//     swift run -c release tactile-ipc-benchmark [SECONDS] [SUBSCRIBERS] [FPS]

let arguments = CommandLine.arguments.dropFirst().compactMap { Double($0) }
let seconds = arguments.count > 0 ? arguments[0] : 5
let subscriberCount = arguments.count > 1 ? Int(arguments[1]) : 10
let framesPerSecond = arguments.count > 2 ? arguments[2] : 240

/// Two scripted recognizers: a continuous one that changes on every move (a state and an action
/// record per frame) and a discrete one that must wait for it; feeds and view messages besides.
let scene = """
    scene:
      windows:
        - id: W
          frame: [0, 0, 1920, 1080]
          views:
            - id: V
              frame: [0, 0, 1920, 1080]
              recognizers:
                - id: Pan
                  type: scripted
                  continuous: true
                  script:
                    - {when: touchesMoved, nth: 1, state: began}
                    - {when: touchesMoved, after: 1, state: changed}
                    - {when: allTouchesEnded, state: ended}
                - id: Tap
                  type: scripted
                  requireToFail: [Pan]
                  script:
                    - {when: allTouchesEnded, state: recognized}
    """

func monotonicNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

func threadCPUSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// What the threads share: when each frame (by its engine time) was handed to the daemon.
final class Shared: Sendable {
    let producedAt = Mutex<[Double: UInt64]>([:])
    let stop = Atomic<Bool>(false)
    let serverCPU = Mutex<Double>(0)
    let frames = Atomic<Int>(0)
    let ready = DispatchSemaphore(value: 0)
    let serverDone = DispatchSemaphore(value: 0)
}

let shared = Shared()
let path = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-ipc-bench-\(getpid()).sock").path

let serverThread = Thread {
    defer { shared.serverDone.signal() }
    var registry = RecognizerTypeRegistry()
    registry.register(ScriptedRecognizer.type)
    let live = try! Scenario.decodeLive(yaml: scene, file: "benchmark", registry: registry)
    let engine = try! Engine(scene: live.scenario.scene, registry: registry)
    let daemon = Daemon(engine: engine, input: live.input)
    daemon.explainsFeeds = false
    let server = try! IPCServer(path: path, greeting: ProtocolText.hello)
    daemon.serve(server)
    shared.ready.signal()

    // Wait for the subscribers, then run frames on schedule from this loop.
    while server.connectedClients.count < subscriberCount {
        var polled = server.pollDescriptors
        if poll(&polled, nfds_t(polled.count), 10) > 0 { server.handle(polled) }
    }
    let settle = monotonicNanoseconds() + 200_000_000
    while monotonicNanoseconds() < settle {
        var polled = server.pollDescriptors
        if poll(&polled, nfds_t(polled.count), 5) > 0 { server.handle(polled) }
    }

    let interval = UInt64(1e9 / framesPerSecond)
    let start = monotonicNanoseconds()
    let cpuStart = threadCPUSeconds()
    let totalFrames = Int(seconds * framesPerSecond)
    var frame = 0
    let strokeLength = 120  // frames per stroke: down, moves, up
    while frame < totalFrames {
        let due = start + UInt64(frame) * interval
        let now = monotonicNanoseconds()
        if now < due {
            var polled = server.pollDescriptors
            // Rounded up: a frame up to 1 ms late is stamped when handled, while rounding down
            // would spin through the last millisecond and count the spin as server CPU.
            let timeout = Int32((due - now + 999_999) / 1_000_000)
            if poll(&polled, nfds_t(polled.count), timeout) > 0 { server.handle(polled) }
            continue
        }
        let t = Double(frame) * 1000 / framesPerSecond
        let step = frame % strokeLength
        let x = 100 + Double(step) * 5
        let action: TouchAction = step == 0 ? .down : (step == strokeLength - 1 ? .up : .move)
        shared.producedAt.withLock { $0[t] = monotonicNanoseconds() }
        daemon.handle(frame: [TouchInput(action: action, id: 1, location: Point(x: x, y: 500))], at: t)
        frame += 1
    }
    shared.serverCPU.withLock { $0 = threadCPUSeconds() - cpuStart }
    shared.frames.store(frame, ordering: .relaxed)
    // Let the subscribers drain, then close them.
    let drain = monotonicNanoseconds() + 500_000_000
    while monotonicNanoseconds() < drain {
        var polled = server.pollDescriptors
        if poll(&polled, nfds_t(polled.count), 10) > 0 { server.handle(polled) }
    }
    print("dropped slow clients: \(server.droppedSlowClients)")
    server.shutdown()
}
serverThread.start()
shared.ready.wait()

/// Per subscriber: latencies in µs, and how many lines it read.
final class SubscriberResult: Sendable {
    let latencies = Mutex<[Double]>([])
    let lines = Atomic<Int>(0)
    let done = DispatchSemaphore(value: 0)
}

let kinds: JSONValue = ["feed", "state", "view", "action", "reset", "warning", "touch"]
var results: [SubscriberResult] = []
for _ in 0..<subscriberCount {
    let result = SubscriberResult()
    results.append(result)
    Thread {
        defer { result.done.signal() }
        let client = try! IPCClient(path: path, timeout: 0)
        _ = try! client.readLine()
        _ = try! client.request(.object([("id", 1), ("request", "subscribe"), ("kinds", kinds)]))
        var local: [Double] = []
        local.reserveCapacity(Int(seconds * framesPerSecond) * 8)
        while let line = try? client.readLine() {
            let received = monotonicNanoseconds()
            // Every record line starts with {"t":NUMBER, — read it without a full parse.
            guard line.hasPrefix("{\"t\":"), let comma = line.firstIndex(of: ","),
                  let t = Double(line[line.index(line.startIndex, offsetBy: 5)..<comma]) else { continue }
            if let produced = shared.producedAt.withLock({ $0[t] }) {
                local.append(Double(received - produced) / 1000)
            }
            result.lines.add(1, ordering: .relaxed)
        }
        result.latencies.withLock { $0 = local }
    }.start()
}

for result in results { result.done.wait() }
shared.serverDone.wait()

let all = results.flatMap { r in r.latencies.withLock { $0 } }.sorted()
func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}
let frames = shared.frames.load(ordering: .relaxed)
let cpu = shared.serverCPU.withLock { $0 }
let lines = results.reduce(0) { $0 + $1.lines.load(ordering: .relaxed) }
print("subscribers: \(subscriberCount), frames: \(frames) at \(Int(framesPerSecond)) fps over \(seconds) s")
print("lines delivered: \(lines) (\(String(format: "%.1f", Double(lines) / Double(max(frames, 1)) / Double(subscriberCount))) per frame per subscriber)")
print(String(format: "latency frame handed to daemon → record read: p50 %.0f µs, p99 %.0f µs, max %.0f µs", percentile(all, 0.5), percentile(all, 0.99), all.last ?? 0))
print(String(format: "server thread CPU: %.3f s over %.1f s = %.1f %% of one core (%.1f µs per frame)", cpu, seconds, cpu / seconds * 100, cpu / Double(max(frames, 1)) * 1e6))
