import Foundation
import Testing
import TactileTestbed

/// Every test that runs real libinput under tactile-inject lives in here. Serialized: libinput's
/// gesture timeouts are real time, and two cores shared by parallel runs would blur them.
@Suite(.serialized)
enum LiveLibinput {}

/// Touchscreens and touchpads: synthetic gestures and replayed real recordings.
extension LiveLibinput {
@Suite
struct EndToEndTests {
    @Test func touchscreenTapYieldsDownAndUpAtTransformedCoordinates() throws {
        let rig = try InjectorRig()
        // Atmel maXTouch: 0...799 × 0...479 device units; 1600×960 doubles them.
        let run = try rig.play(script: "tap 200 120 hold=60\n", on: "atmel-touchscreen")
        #expect(run.status == 0, "\(run.log)")
        #expect(run.of("device-added").first?.fields["capabilities"] == "touch")
        let downs = run.of("touch-down"), ups = run.of("touch-up")
        try #require(downs.count == 1 && ups.count == 1, "events: \(run.events)")
        #expect(downs[0].fields["x"] == "400.00")
        #expect(downs[0].fields["y"] == "240.00")
        #expect(downs[0].fields["slot"] == "0" && ups[0].fields["slot"] == "0")
        #expect(run.of("touch-frame").count == 2)
        let held = Double(ups[0].time - downs[0].time) / 1_000
        #expect(held > 45 && held < 150, "tap held \(held) ms, scripted 60 ms")
    }

    @Test func touchscreenDoubleTapAndPanKeepTheirShape() throws {
        let rig = try InjectorRig()
        let script = """
            tap 100 100
            wait 120
            tap 104 100
            wait 200
            drag 100 400 700 400 duration=300
            """
        let run = try rig.play(script: script, on: "atmel-touchscreen", size: "800x480")
        #expect(run.status == 0, "\(run.log)")
        #expect(run.of("touch-down").count == 3)
        #expect(run.of("touch-up").count == 3)
        let pan = run.of("touch-motion").filter { $0.number("y") == 400 }
        #expect(pan.count >= 20, "a 300 ms pan at 100 Hz has ~30 motions, got \(pan.count)")
        #expect(pan.last?.number("x") == 700)
    }

    @Test func touchpadThreeFingerSwipe() throws {
        let rig = try InjectorRig()
        let run = try rig.play(script: "drag 30% 30% 70% 30% fingers=3 duration=400\n", on: "ite-touchpad")
        #expect(run.status == 0, "\(run.log)")
        let begin = run.of("gesture-swipe-begin"), updates = run.of("gesture-swipe-update"), end = run.of("gesture-swipe-end")
        try #require(begin.count == 1 && end.count == 1, "events: \(run.events.map(\.description))")
        #expect(begin[0].fields["fingers"] == "3")
        #expect(updates.count >= 10)
        #expect(updates.allSatisfy { $0.fields["fingers"] == "3" })
        let dx = updates.compactMap { $0.number("dx") }.reduce(0, +)
        let dy = updates.compactMap { $0.number("dy") }.reduce(0, +)
        #expect(dx > 100 && abs(dy) < dx / 5, "moved right: dx \(dx) dy \(dy)")
        #expect(end[0].fields["cancelled"] == "0")
    }

    @Test func touchpadTwoFingerPinchOutAndRotate() throws {
        let rig = try InjectorRig()
        let run = try rig.play(script: "pinch 50% 40% 15% 35% rotate=60 duration=500\n", on: "ite-touchpad")
        #expect(run.status == 0, "\(run.log)")
        let begin = run.of("gesture-pinch-begin"), updates = run.of("gesture-pinch-update"), end = run.of("gesture-pinch-end")
        try #require(begin.count == 1 && end.count == 1, "events: \(run.events.map(\.description))")
        #expect(begin[0].fields["fingers"] == "2")
        let scale = try #require(updates.last?.number("scale"))
        #expect(scale > 1.6 && scale < 2.8, "radius 15% → 35% spreads ×2.3, libinput says \(scale)")
        let angle = updates.compactMap { $0.number("angle") }.reduce(0, +)
        #expect(angle > 35 && angle < 75, "turned 60°, libinput says \(angle)")
        #expect(end[0].fields["cancelled"] == "0")
    }

    @Test func touchpadPinchIn() throws {
        let rig = try InjectorRig()
        let run = try rig.play(script: "pinch 50% 40% 35% 12% duration=500\n", on: "ite-touchpad")
        let scale = try #require(run.of("gesture-pinch-update").last?.number("scale"), "events: \(run.events)")
        #expect(scale < 0.6)
    }

    @Test func touchpadHold() throws {
        let rig = try InjectorRig()
        let run = try rig.play(script: "hold 50% 40% fingers=2 duration=800\n", on: "ite-touchpad")
        #expect(run.status == 0, "\(run.log)")
        let begin = run.of("gesture-hold-begin"), end = run.of("gesture-hold-end")
        try #require(begin.count == 1 && end.count == 1, "events: \(run.events.map(\.description))")
        #expect(begin[0].fields["fingers"] == "2")
        #expect(end[0].fields["cancelled"] == "0")
        let held = Double(end[0].time - begin[0].time) / 1_000
        #expect(held > 500 && held < 900, "held \(held) ms of the scripted 800 ms")
    }

    @Test func replayedEvemuTouchscreenRecordingYieldsItsTaps() throws {
        let rig = try InjectorRig()
        let path = rig.recording("evemu/touchscreens/Atmel maXTouch Touchscreen.1-finger-fast-taps.events")
        let recorded = try DeviceSource.recording(path).frames.flatMap(\.events)
        let contacts = recorded.filter { $0.type == EvdevCode.evAbs && $0.code == EvdevCode.absMtTrackingId && $0.value >= 0 }
        try #require(contacts.count == 9, "the recording has 9 taps")
        let run = try rig.run(devices: ["atmel-touchscreen"], plays: ["\(path)"], size: "800x480")
        #expect(run.status == 0, "\(run.log)")
        #expect(run.of("touch-down").count == contacts.count)
        #expect(run.of("touch-up").count == contacts.count)
        // Every tap of this recording lands near the screen's centre (340...380, 220...270 units).
        #expect(run.of("touch-down").allSatisfy { ($0.number("x") ?? 0) > 300 && ($0.number("x") ?? 0) < 400 })
    }

    @Test func replayedLibinputRecordTouchpadScrollYieldsFingerScroll() throws {
        let rig = try InjectorRig()
        let path = rig.recording("libinput-record/ITE8595-touchpad.acer-sw5-012.2-finger-scroll.yml")
        let run = try rig.run(devices: ["ite-touchpad"], plays: [path])
        let scrolls = run.of("pointer-scroll").filter { $0.fields["source"] == "finger" }
        #expect(scrolls.count >= 5, "events: \(run.events.map(\.description))")
        let vertical = scrolls.compactMap { $0.number("vertical") }.reduce(0, +)
        #expect(vertical < -20, "the fingers moved up: scroll \(vertical)")
    }
}
}
