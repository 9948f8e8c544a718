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
