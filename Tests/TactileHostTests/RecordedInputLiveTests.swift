import Foundation
import Testing

/// Real recordings (../shared/data/input-recordings) played through umockdev into libinput and
/// `tactile run`: what real hardware sent is recognized as what the person did.
extension LiveHostSuite {
@Suite
struct RecordedInputLiveTests {
    @Test func recordedFastTapsAreTaps() throws {
        let rig = try HostRig()
        let path = rig.recording("evemu/touchscreens/Atmel maXTouch Touchscreen.1-finger-fast-taps.events")
        let run = try rig.run(config: TestScenes.touchscreen(), scripts: [:], recordings: ["atmel-touchscreen": path],
                              devices: [TouchscreenLiveTests.device])
        #expect(run.status == 0, "\(run.errors)")
        // The recording has 9 taps, each still enough for the tap-like recognizer.
        #expect(run.states("tap").map(\.to) == Array(repeating: "recognized", count: 9), "\(run.lines)")
        #expect(run.states("pan").allSatisfy { $0.to == "failed" })
    }

    @Test func recordedDragIsAPan() throws {
        let rig = try HostRig()
        let path = rig.recording("evemu/touchscreens/Atmel maXTouch Touchscreen.1-finger-drag-up-down.events")
        let run = try rig.run(config: TestScenes.touchscreen(), scripts: [:], recordings: ["atmel-touchscreen": path],
                              devices: [TouchscreenLiveTests.device])
        #expect(run.status == 0, "\(run.errors)")
        let states = run.states("pan").map(\.to)
        #expect(states.first == "began" && states.last == "ended", "\(run.lines)")
        #expect(states.filter { $0 == "changed" }.count > 10)
        let ys = run.actions("pan").compactMap { $0.location?.y }
        #expect((ys.max() ?? 0) - (ys.min() ?? 0) > 100, "the finger went up and down: \(ys)")
    }
}
}

extension LiveHostSuite.RecordedInputLiveTests {
    /// libinput reports two-finger scrolling as scroll events, not a gesture: the host makes it
    /// two fingers moving with the scroll, so a pan-like recognizer sees a two-finger pan.
    @Test func recordedTwoFingerScrollIsATwoFingerPan() throws {
        let rig = try HostRig()
        let path = rig.recording("libinput-record/ITE8595-touchpad.acer-sw5-012.2-finger-scroll.yml")
        let run = try rig.run(config: TestScenes.touchpad, scripts: [:], recordings: ["ite-touchpad": path],
                              devices: [LiveHostSuite.TouchpadLiveTests.device])
        #expect(run.status == 0, "\(run.errors)")
        let states = run.states("move").map(\.to)
        #expect(states.contains("began") && states.last == "ended", "\(run.lines)")
        let actions = run.actions("move")
        #expect(!actions.isEmpty && actions.allSatisfy { $0.number("numberOfTouches") == 2 })
        let ys = actions.compactMap { $0.location?.y }
        // Upwards, by libinput's scroll distance (a few millimetres in this recording).
        #expect((ys.first ?? 0) - (ys.last ?? 0) > 1, "the fingers moved up: \(ys)")
        #expect(try rig.replay(run.recording).lines == run.lines)
    }
}
