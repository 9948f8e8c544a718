import TactileCore
import TactileEngine
import TactilePlugins

#if canImport(Glibc)
    import Glibc
#endif

// Cost per input frame of the standard recognizers through the plugin ABI against the same
// logic called directly in Swift. Build and run in release:
//
//     swift run -c release tactile-plugin-benchmark
//
// The workload: a view with a tap, a long press and a pan; one-finger drags of 200 frames,
// 8 ms apart, 2 pt per frame (the pan changes on every frame, the tap and the long press fail
// early, as in real use). Each configuration is run several times and the best run is kept,
// which removes most of the noise of a shared machine.

// TACTILE_BENCH_GESTURES overrides the count (a profiler run wants fewer).
let gestures = Int(getenv("TACTILE_BENCH_GESTURES").map { String(cString: $0) } ?? "") ?? 200
let framesPerGesture = 200
let rounds = gestures < 200 ? 1 : 7

func scene() -> SceneDescription {
    var v = ViewDescription(id: "V", frame: Rect(x: 0, y: 0, width: 2000, height: 800))
    v.recognizers = [
        RecognizerDescription(id: "Tap", type: "tap"),
        RecognizerDescription(id: "LongPress", type: "longPress"),
        RecognizerDescription(id: "Pan", type: "pan"),
    ]
    return SceneDescription(windows: [WindowDescription(id: "W", frame: Rect(x: 0, y: 0, width: 2000, height: 800), views: [v])])
}

/// Runs the workload once; returns nanoseconds per frame and the number of action records
/// (a check that both configurations did the same work).
func run(_ registry: RecognizerTypeRegistry) throws -> (nanosecondsPerFrame: Double, actions: Int) {
    let engine = try Engine(scene: scene(), registry: registry)
    var actions = 0
    var t = 0.0
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<gestures {
        engine.handle(frame: [TouchInput(action: .down, id: 1, location: Point(x: 100, y: 400))], at: t)
        for i in 1..<framesPerGesture - 1 {
            t += 8
            engine.handle(frame: [TouchInput(action: .move, id: 1, location: Point(x: 100 + Double(i) * 2, y: 400))], at: t)
            for r in engine.takeRecords() { if case .action = r.kind { actions += 1 } }
        }
        t += 8
        engine.handle(frame: [TouchInput(action: .up, id: 1)], at: t)
        for r in engine.takeRecords() { if case .action = r.kind { actions += 1 } }
        t += 1000
        engine.advance(to: t)
        _ = engine.takeRecords()
    }
    let elapsed = clock.now - start
    let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    return (ns / Double(gestures * framesPerGesture), actions)
}

func best(_ registry: RecognizerTypeRegistry) throws -> (Double, Int) {
    var results: [(Double, Int)] = []
    for _ in 0..<rounds { results.append(try run(registry)) }
    return results.min { $0.0 < $1.0 }!
}

var viaABI = RecognizerTypeRegistry()
try registerStandardRecognizers(into: &viaABI)
let direct = directRegistry()

// TACTILE_BENCH_PATH=abi or =direct runs one path once and stops: for counting instructions
// per path under a profiler, which is steadier than time on a shared machine.
if let only = getenv("TACTILE_BENCH_PATH").map({ String(cString: $0) }) {
    let (ns, actions) = try run(only == "direct" ? direct : viaABI)
    print("\(only): \(String(format: ns)) ns/frame (\(actions) actions)")
    exit(0)
}

// Warm up both paths once.
_ = try run(viaABI)
_ = try run(direct)

let (abi, abiActions) = try best(viaABI)
let (swift, swiftActions) = try best(direct)
print("frames per run: \(gestures * framesPerGesture), recognizers per frame: 3 (tap, longPress, pan)")
print("through the ABI:  \(String(format: abi)) ns/frame  (\(abiActions) actions)")
print("direct Swift:     \(String(format: swift)) ns/frame  (\(swiftActions) actions)")
print("boundary overhead: \(String(format: abi - swift)) ns/frame (\(String(format: (abi / swift - 1) * 100)) %)")

func String(format value: Double) -> String {
    let scaled = (value * 10).rounded() / 10
    return "\(scaled)"
}
