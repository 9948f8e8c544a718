import Foundation
import Testing

/// Every test that runs `tactile run` over real libinput lives in here. Serialized: libinput's
/// timeouts are real time, and parallel runs on two cores would blur them.
@Suite(.serialized)
enum LiveHostSuite {}

/// Touchscreen gestures through umockdev → libinput → `tactile run --log jsonl`, asserted on the
/// engine's records.
extension LiveHostSuite {
@Suite
struct TouchscreenLiveTests {
    static let device = "/dev/input/event10"

    @Test func tapIsRecognizedWhereTheFingerWas() throws {
        let rig = try HostRig()
        let run = try rig.run(config: TestScenes.touchscreen(), scripts: ["atmel-touchscreen": "tap 400 240 hold=60\n"],
                              devices: [Self.device])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.states("tap").map(\.to) == ["recognized"], "\(run.lines)")
        #expect(run.states("pan").map(\.to) == ["failed"])
        #expect(run.views("area", "touchesBegan").count == 1)
        // The recognized tap cancels the view's touch (cancelsTouchesInView).
        #expect(run.views("area", "touchesCancelled").count == 1)
        let action = try #require(run.actions("tap").first?.location)
        #expect(abs(action.x - 400) < 1 && abs(action.y - 240) < 1, "\(action)")
        let down = try #require(run.views("area", "touchesBegan").first).time
        let held = try #require(run.states("tap").first).time - down
        #expect(held > 45 && held < 150, "held \(held) ms, scripted 60 ms")
    }

    @Test func doubleTapIsTwoTapsInQuickSuccession() throws {
        let rig = try HostRig()
        let run = try rig.run(config: TestScenes.touchscreen(),
                              scripts: ["atmel-touchscreen": "tap 400 240\nwait 120\ntap 402 241\n"], devices: [Self.device])
        #expect(run.status == 0, "\(run.errors)")
        let taps = run.states("tap")
        #expect(taps.map(\.to) == ["recognized", "recognized"], "\(run.lines)")
        if taps.count == 2 {
            let gap = taps[1].time - taps[0].time
            #expect(gap > 120 && gap < 300, "taps \(gap) ms apart")
        }
        #expect(run.states("pan").map(\.to) == ["failed", "failed"])
    }

    @Test func longPressHoldsStillForItsDuration() throws {
        let rig = try HostRig()
        let standard = try rig.knows(type: "longPress")
        let press = ["            - id: press", "              type: longPress", "              minimumPressDuration: 0.5"]
            .joined(separator: "\n")
        let run = try rig.run(config: TestScenes.touchscreen(extraRecognizers: standard ? press : ""),
                              scripts: ["atmel-touchscreen": "tap 400 240 hold=800\n"], devices: [Self.device])
        #expect(run.status == 0, "\(run.errors)")
        // The finger's own down and up, from the recording: a recognized press may cancel the
        // view's touch long before the finger lifts.
        let down = try #require(run.recordedTouches.first { $0.action == "down" }, "\(run.recording)").time
        let up = try #require(run.recordedTouches.first { $0.action == "up" }).time
        #expect(up - down > 750 && up - down < 950, "held \(up - down) ms, scripted 800 ms")
        #expect(!run.recordedTouches.contains { $0.action == "move" })
        let began = try #require(run.views("area", "touchesBegan").first, "\(run.lines)").time
        #expect(run.states("pan").map(\.to) == ["failed"], "a still finger is no pan")
        if standard {
            // The engine's timer, fired by the live loop at its due time: 500 ms after touch-down.
            let pressBegan = try #require(run.states("press").first { $0.to == "began" }).time
            #expect(abs(pressBegan - began - 500) < 0.01, "press began \(pressBegan - began) ms after down")
        } else {
            #expect(run.states("tap").map(\.to) == ["recognized"])
        }
    }

    @Test func panBeginsChangesAndEndsFollowingTheFinger() throws {
        let rig = try HostRig()
        let run = try rig.run(config: TestScenes.touchscreen(),
                              scripts: ["atmel-touchscreen": "drag 200 240 600 240 duration=300\n"], devices: [Self.device])
        #expect(run.status == 0, "\(run.errors)")
        let states = run.states("pan").map(\.to)
        #expect(states.first == "began" && states.last == "ended", "\(run.lines)")
        #expect(states.filter { $0 == "changed" }.count >= 10)
        #expect(run.states("tap").map(\.to) == ["failed"])
        let xs = run.actions("pan").compactMap { $0.location?.x }
        #expect(xs == xs.sorted(), "pan moves right: \(xs)")
        #expect(abs((xs.last ?? 0) - 600) < 5, "pan ends at the finger: \(xs)")
    }

    /// The recording of a live run replays to exactly the live run's log: same records, same
    /// times, same values, line for line.
    @Test func replayingTheRecordingGivesTheLiveRecords() throws {
        let rig = try HostRig()
        let script = "tap 400 240\nwait 120\ntap 402 241\nwait 200\ndrag 200 240 600 300 duration=250\nwait 100\ntap 100 100 hold=600\n"
        let run = try rig.run(config: TestScenes.touchscreen(), scripts: ["atmel-touchscreen": script], devices: [Self.device])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.lines.count > 50)
        let replay = try rig.replay(run.recording)
        #expect(replay.status == 0, "\(run.recording)")
        #expect(replay.lines == run.lines)
    }

    @Test func udevSeatIsTheDefaultBackend() throws {
        let rig = try HostRig()
        let run = try rig.run(config: TestScenes.touchscreen(), scripts: ["atmel-touchscreen": "tap 400 240\n"], devices: [])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.states("tap").map(\.to) == ["recognized"], "\(run.lines) \(run.errors)")
    }

    /// A device that cannot be opened gets one message naming it, and the host runs on with the
    /// devices it has.
    @Test func missingDeviceIsReportedOnceAndTheOthersWork() throws {
        let rig = try HostRig()
        let run = try rig.run(config: TestScenes.touchscreen(), scripts: ["atmel-touchscreen": "tap 400 240\n"],
                              devices: ["/nonexistent/event99", Self.device])
        #expect(run.status == 0, "\(run.errors)")
        let messages = run.errors.split(separator: "\n").filter { $0.contains("/nonexistent/event99") }
        #expect(messages.count == 1, "\(run.errors)")
        #expect(run.states("tap").map(\.to) == ["recognized"], "\(run.lines)")
    }
}
}

extension LiveHostSuite {
/// SIGUSR1 suspends libinput (devices released: their touches are cancelled), SIGUSR2 resumes it.
@Suite
struct SuspendLiveTests {
    @Test func suspendCancelsTouchesAndResumeBringsTheDeviceBack() throws {
        let rig = try HostRig()
        let script = "hold 400 240 duration=1500\nwait 1000\ntap 400 240\n"
        let run = try rig.run(config: TestScenes.touchscreen(), scripts: ["atmel-touchscreen": script],
                              devices: [TouchscreenLiveTests.device],
                              signals: [(0.8, SIGUSR1), (1.2, SIGUSR2)])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.views("area", "touchesCancelled").count >= 1, "the held touch is cancelled: \(run.lines)")
        let taps = run.states("tap").map(\.to)
        #expect(taps.first == "failed", "rule 26: a possible recognizer fails: \(taps)")
        #expect(taps.last == "recognized", "the device works again after resume: \(taps) \(run.errors)")
    }
}
}
