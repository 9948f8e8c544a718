import Foundation
import Testing

/// Keyboards, media keys and switches through umockdev → libinput → `tactile run --log jsonl`:
/// the engine's `modifiers`, `remote` and `motion` records, and recordings that replay to the
/// live log.
extension LiveHostSuite {
@Suite
struct KeyboardLiveTests {
    static let keyboard = "/dev/input/event12", lidSwitch = "/dev/input/event13"

    /// Super held around a tap: [Super] before the touch, [] after the lift. The key typed
    /// meanwhile (KEY_A) is in neither the log nor the recording.
    @Test func superHeldAroundATapIsLoggedAsModifiers() throws {
        let rig = try HostRig()
        let run = try rig.run(config: TestScenes.touchscreen(), scripts: [
            "test-keyboard": "@100 evdev key 125 1\n@250 evdev key 30 1\n@270 evdev key 30 0\n@600 evdev key 125 0\n",
            "atmel-touchscreen": "@300 tap 400 240 hold=60\n",
        ], devices: [TouchscreenLiveTests.device, Self.keyboard])
        #expect(run.status == 0, "\(run.errors)")
        let modifiers = run.records.filter { $0.kind == "modifiers" }
        #expect(modifiers.map { $0.fields["modifiers"] as? [String] ?? ["?"] } == [["Super"], []], "\(run.lines)")
        let began = try #require(run.views("area", "touchesBegan").first, "\(run.lines)").time
        let recognized = try #require(run.states("tap").first { $0.to == "recognized" }, "\(run.lines)").time
        if modifiers.count == 2 {
            #expect(modifiers[0].time < began && modifiers[1].time > recognized, "\(run.lines)")
        }
        let inputs = run.recording.split(separator: "\n").filter { $0.hasPrefix("  - {") }
        #expect(inputs.contains { $0.contains("modifiers: [Super]") } && inputs.contains { $0.contains("modifiers: []") })
        let kinds = ["touch:", "modifiers:", "device:"]
        #expect(inputs.allSatisfy { line in kinds.contains { line.contains($0) } }, "only touches, modifiers and devices: \(inputs)")
        #expect(inputs.filter { $0.contains("modifiers:") }.count == 2, "KEY_A changed no modifier: \(inputs)")
        let replay = try rig.replay(run.recording)
        #expect(replay.status == 0, "\(run.recording)")
        #expect(replay.lines == run.lines)
    }

    /// Play/pause once per press, fast forward as seeking that begins and ends, the lid closing
    /// and opening as a motion that begins and ends.
    @Test func mediaKeysAreRemoteAndTheLidIsMotion() throws {
        let rig = try HostRig()
        let run = try rig.run(config: TestScenes.touchscreen(), scripts: [
            "test-keyboard": "@100 evdev key 164 1\n@150 evdev key 164 0\n@300 evdev key 208 1\n@500 evdev key 208 0\n",
            "test-lid-switch": "@200 evdev sw 0 1\n@700 evdev sw 0 0\n",
        ], devices: [Self.keyboard, Self.lidSwitch])
        #expect(run.status == 0, "\(run.errors)")
        let remote = run.records.filter { $0.kind == "remote" }.compactMap { $0.string("subtype") }
        #expect(remote == ["togglePlayPause", "beginSeekingForward", "endSeekingForward"], "\(run.lines)")
        let motion = run.records.filter { $0.kind == "motion" }.map { "\($0.string("phase") ?? "?") \($0.string("subtype") ?? "?")" }
        #expect(motion == ["began lid", "ended lid"], "\(run.lines)")
        let times = run.records.filter { $0.kind == "remote" || $0.kind == "motion" }.map(\.time)
        #expect(times == times.sorted(), "in the order they happened: \(run.lines)")
        #expect(run.recording.contains("remote: togglePlayPause") && run.recording.contains("motion: began, subtype: lid"))
        let replay = try rig.replay(run.recording)
        #expect(replay.status == 0, "\(run.recording)")
        #expect(replay.lines == run.lines)
    }
}
}
