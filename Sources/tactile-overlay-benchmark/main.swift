import CCairo
import Glibc
import TactileOverlay

// Frame cost of the overlay: CPU time per drawn frame with 10 touches, each with a full trail,
// at 1920×1080 (scale 1), into an ARGB32 image surface like the wl_shm buffer. Also the model's
// part (scene(at:)) on its own. Run in release: swift run -c release tactile-overlay-benchmark

/// Process CPU time in milliseconds: what the overlay takes from the machine, not wall time.
func cpuMilliseconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1_000_000
}

/// Ten fingers moving in circles, sampled every 8 ms (a 125 Hz touchscreen), with two labels.
func makeModel(until endTime: Double) -> OverlayModel {
    var model = OverlayModel()
    var time = 0.0
    while time <= endTime {
        for id in 1...10 {
            let angle = time / 300 + Double(id)
            let x = 200 + Double(id) * 150 + 60 * cos(angle)
            let y = 540 + 200 * sin(angle)
            let location = OverlayPoint(x: x, y: y)
            model.consume(OverlayRecord(time: time, kind: .touch(id: id, phase: time == 0 ? .began : .moved,
                                                                  location: location, radius: 24)))
        }
        time += 8
    }
    model.consume(OverlayRecord(time: 0, kind: .feed(recognizer: "Pan", call: "touchesBegan", touches: Array(1...10))))
    model.consume(OverlayRecord(time: endTime, kind: .state(recognizer: "Pan", from: "began", to: "changed")))
    model.consume(OverlayRecord(time: endTime, kind: .action(recognizer: "Pan", state: "changed", location: nil,
                                                              values: [GestureValue(name: "translation", text: "(120, -4)")])))
    model.consume(OverlayRecord(time: endTime, kind: .state(recognizer: "Pinch", from: "possible", to: "failed")))
    return model
}

let width: Int32 = 1920, height: Int32 = 1080
let frames = 600
let endTime = 2000.0
let model = makeModel(until: endTime)
let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
let renderer = OverlayRenderer()
let sample = model.scene(at: endTime)
print("scene: \(sample.touches.count) touches, \(sample.touches.map(\.trail.count).reduce(0, +)) trail points, \(sample.labels.count) labels")

// Warm-up: font loading and cairo's caches would otherwise land in the first frame.
for _ in 0..<20 { renderer.draw(model.scene(at: endTime), into: surface) }

var sceneCost = 0.0, drawCost = 0.0
// As on screen, each frame clears only what the previous frame into the same buffer drew.
var drawn = renderer.draw(model.scene(at: endTime), into: surface)
for frame in 0..<frames {
    // Advance within the trail window so every frame has a full trail and fresh opacities.
    let time = endTime + Double(frame % 4)
    let start = cpuMilliseconds()
    let scene = model.scene(at: time)
    let built = cpuMilliseconds()
    drawn = renderer.draw(scene, into: surface, previouslyDrawn: drawn)
    let done = cpuMilliseconds()
    sceneCost += built - start
    drawCost += done - built
}
cairo_surface_destroy(surface)
let perFrame = (sceneCost + drawCost) / Double(frames)
print(String(format: "%d frames at %dx%d: %.3f ms CPU per frame (scene %.3f ms, draw %.3f ms); goal < 2 ms: %@",
             frames, width, height, perFrame, sceneCost / Double(frames), drawCost / Double(frames),
             perFrame < 2 ? "met" : "missed"))
/// The cost of one part of the scene alone, to see where a frame's time goes.
@MainActor func partCost(_ name: String, _ scene: OverlayScene) {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    var drawn = renderer.draw(scene, into: surface)
    let start = cpuMilliseconds()
    for _ in 0..<200 { drawn = renderer.draw(scene, into: surface, previouslyDrawn: drawn) }
    print(String(format: "  %@: %.3f ms", name, (cpuMilliseconds() - start) / 200))
    cairo_surface_destroy(surface)
}
print("by part:")
partCost("circles", OverlayScene(touches: sample.touches.map { var touch = $0; touch.trail = []; return touch }))
partCost("trails", OverlayScene(touches: sample.touches.map { var touch = $0; touch.radius = 0.1; return touch }))
partCost("labels", OverlayScene(labels: sample.labels))
