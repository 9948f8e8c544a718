import Foundation
import Testing

/// The standard recognizers on the touchscreen through real libinput: swipes, pinches and
/// rotations driven by the injector, and a real recording's double taps.
extension LiveHostSuite {
@Suite
struct TouchscreenStandardLiveTests {
    func run(_ recognizers: [String], script: String) throws -> HostRun {
        let run = try HostRig().run(config: TestScenes.touchscreen(recognizers: recognizers), scripts: ["atmel-touchscreen": script],
                                    devices: [TouchscreenLiveTests.device])
        #expect(run.status == 0, "\(run.errors)")
        return run
    }

    @Test func fastDragRightIsARightSwipe() throws {
        let run = try run(["{id: right, type: swipe, direction: right}", "{id: left, type: swipe, direction: left}"],
                          script: "drag 100 240 500 240 duration=150\n")
        #expect(run.states("right").map(\.to) == ["recognized"], "\(run.lines)")
        #expect(run.states("left").map(\.to) == ["failed"])
        let direction = try #require(run.actions("right").first?.string("direction"))
        #expect(direction == "right")
    }

    @Test func twoFingersSpreadingIsAPinchWithTheirScale() throws {
        let run = try run(["{id: pinch, type: pinch}"], script: "pinch 400 240 50 150 duration=400\n")
        let states = run.states("pinch").map(\.to)
        #expect(states.first == "began" && states.last == "ended", "\(run.lines)")
        #expect(states.filter { $0 == "changed" }.count >= 10)
        // Radius 50 → 150: the fingers end three times as far apart as they started; the pinch
        // begins after some spreading, so its scale (from the fingers' distance at the first
        // touch) is close to 3.
        let scales = run.actions("pinch").compactMap { $0.number("scale") }
        #expect(scales == scales.sorted(), "spreading only grows: \(scales)")
        let last = try #require(scales.last)
        #expect(last > 2.6 && last < 3.3, "scale \(last)")
        #expect(run.actions("pinch").allSatisfy { $0.number("numberOfTouches") == 2 })
    }

    @Test func twoFingersTurningIsARotationByTheirAngle() throws {
        let run = try run(["{id: turn, type: rotation}"], script: "rotate 400 240 100 90 duration=400\n")
        let states = run.states("turn").map(\.to)
        #expect(states.first == "began" && states.last == "ended", "\(run.lines)")
        let rotation = try #require(run.actions("turn").last?.number("rotation"))
        // A quarter turn; radians, clockwise positive on screen (y grows downwards).
        #expect(abs(abs(rotation) - Double.pi / 2) < 0.15, "rotation \(rotation)")
        let first = try #require(run.actions("turn").first?.number("rotation"))
        #expect(first.sign == rotation.sign, "one direction throughout")
    }

    /// A real touchscreen's nine quick taps (evemu): a double-tap recognizer that requires
    /// nothing else pairs them up.
    @Test func recordedFastTapsAreDoubleTaps() throws {
        let rig = try HostRig()
        let path = rig.recording("evemu/touchscreens/Atmel maXTouch Touchscreen.1-finger-fast-taps.events")
        let run = try rig.run(config: TestScenes.touchscreen(recognizers: ["{id: double, type: tap, numberOfTapsRequired: 2}"]), scripts: [:],
                              recordings: ["atmel-touchscreen": path], devices: [TouchscreenLiveTests.device])
        #expect(run.status == 0, "\(run.errors)")
        let states = run.states("double").map(\.to)
        #expect(states.filter { $0 == "recognized" }.count == 4, "\(states) \(run.lines)")
    }
}
}
