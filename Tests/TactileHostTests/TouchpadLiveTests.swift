import Foundation
import Testing

/// Touchpad gestures: libinput's swipe, pinch and hold through `tactile run`, as synthetic
/// fingers in the touchpad's window (millimetres), asserted on the records and the recording.
extension LiveHostSuite {
@Suite
struct TouchpadLiveTests {
    static let device = "/dev/input/event11"

    /// The ITE touchpad is 1051×571 units at 12 units/mm: 87.6 × 47.6 mm.
    @Test func threeFingerSwipeIsAThreeTouchPanThatTravelsWithTheFingers() throws {
        let rig = try HostRig()
        let run = try rig.run(config: TestScenes.touchpad,
                              scripts: ["ite-touchpad": "drag 70% 30% 30% 30% fingers=3 duration=400\n"], devices: [Self.device])
        #expect(run.status == 0, "\(run.errors)")
        let states = run.states("move").map(\.to)
        #expect(states.first == "began" && states.last == "ended", "\(run.lines)")
        #expect(run.states("hold").map(\.to) == ["failed"])
        let actions = run.actions("move")
        #expect(actions.allSatisfy { $0.number("numberOfTouches") == 3 })
        let xs = actions.compactMap { $0.location?.x }
        let travelled = (xs.first ?? 0) - (xs.last ?? 0)
        // The fingers travel 35 mm left; libinput reports the motion after it recognized the swipe.
        #expect(travelled > 20 && travelled < 40, "centroid moved \(travelled) mm left: \(xs)")
        let ys = actions.compactMap { $0.location?.y }
        #expect(ys.allSatisfy { abs($0 - (ys.first ?? 0)) < 3 }, "a horizontal swipe stays level: \(ys)")
    }

    @Test func pinchSpreadsAndTurnsTheTwoFingers() throws {
        let rig = try HostRig()
        let run = try rig.run(config: TestScenes.touchpad,
                              scripts: ["ite-touchpad": "pinch 50% 40% 15% 35% rotate=45 duration=500\n"], devices: [Self.device])
        #expect(run.status == 0, "\(run.errors)")
        let states = run.states("move").map(\.to)
        #expect(states.first == "began" && states.last == "ended", "\(run.lines)")
        #expect(run.actions("move").allSatisfy { $0.number("numberOfTouches") == 2 })
        // The recording has the synthetic fingers: compare the first and last pair.
        let touches = run.recordedTouches.filter { $0.x != nil }
        let first = Array(touches.prefix(2)), last = Array(touches.suffix(2))
        try #require(first.count == 2 && last.count == 2, "\(run.recording)")
        func vector(_ pair: [RecordedTouch]) -> (dx: Double, dy: Double) { (pair[1].x! - pair[0].x!, pair[1].y! - pair[0].y!) }
        let (a, b) = (vector(first), vector(last))
        let spread = (b.dx * b.dx + b.dy * b.dy).squareRoot() / (a.dx * a.dx + a.dy * a.dy).squareRoot()
        let turned = (atan2(b.dy, b.dx) - atan2(a.dy, a.dx)) * 180 / .pi
        // Scripted: radius 15% → 35% (×2.3), 45° clockwise; libinput starts the pinch a little in.
        #expect(spread > 1.5 && spread < 2.6, "spread ×\(spread)")
        #expect(turned > 20 && turned < 55, "turned \(turned)°")
    }

    @Test func holdIsFingersDownWithoutMotion() throws {
        let rig = try HostRig()
        let run = try rig.run(config: TestScenes.touchpad,
                              scripts: ["ite-touchpad": "hold 50% 40% fingers=3 duration=800\n"], devices: [Self.device])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.states("hold").map(\.to) == ["recognized"], "\(run.lines)")
        #expect(run.actions("hold").first?.number("numberOfTouches") == 3)
        #expect(run.views("surface", "touchesMoved").isEmpty)
        let began = try #require(run.views("surface", "touchesBegan").first).time
        let held = try #require(run.states("hold").first).time - began
        #expect(held > 500 && held < 900, "held \(held) ms of 800")
    }

    @Test func replayingATouchpadRecordingGivesTheLiveRecords() throws {
        let rig = try HostRig()
        let script = """
            drag 70% 30% 30% 30% fingers=3 duration=300
            wait 300
            pinch 50% 40% 15% 35% rotate=30 duration=300
            wait 300
            hold 50% 40% fingers=2 duration=600

            """
        let run = try rig.run(config: TestScenes.touchpad, scripts: ["ite-touchpad": script], devices: [Self.device])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.lines.count > 50)
        let replay = try rig.replay(run.recording)
        #expect(replay.status == 0)
        #expect(replay.lines == run.lines)
    }
}
}
