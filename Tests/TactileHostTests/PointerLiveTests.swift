import Foundation
import Testing
import TactileTestbed

/// A mouse described in code, through libinput: with `pointer: {button: right}` a right-button
/// drag is a one-finger pan in the screen window.
extension LiveHostSuite {
@Suite
struct PointerLiveTests {
    @Test func rightButtonDragIsAPan() throws {
        let rig = try HostRig()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-mouse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var mouse = DeviceDescription(name: "Test Mouse")
        mouse.bustype = 0x03
        mouse.codes[EvdevCode.evKey] = [0x110, 0x111, 0x112]
        mouse.codes[EvdevCode.evRel] = [0, 1, 8]
        let base = directory.appendingPathComponent("mouse").path
        let files = DeviceFiles(description: mouse, eventNumber: 13)
        try files.umockdevText.write(toFile: base + ".umockdev", atomically: true, encoding: .utf8)
        try files.ioctlText.write(toFile: base + ".ioctl", atomically: true, encoding: .utf8)
        try EvemuWriter.describe(mouse).write(toFile: base + ".desc", atomically: true, encoding: .utf8)
        var script = "evdev key 0x111 1\nwait 20\n"
        for _ in 0..<15 { script += "evdev rel 0 4\nwait 10\n" }
        script += "evdev key 0x111 0\nwait 100\nevdev key 0x110 1\nwait 30\nevdev key 0x110 0\n"
        let scriptFile = directory.appendingPathComponent("mouse.gesture").path
        try script.write(toFile: scriptFile, atomically: true, encoding: .utf8)

        let config = TestScenes.touchscreen() + "pointer: {button: right}\n"
        let run = try rig.run(config: config, scripts: [:], recordings: [base: scriptFile], devices: ["/dev/input/event13"])
        #expect(run.status == 0, "\(run.errors)")
        let states = run.states("pan").map(\.to)
        #expect(states.first == "began" && states.last == "ended", "\(run.lines) \(run.errors)")
        let xs = run.actions("pan").compactMap { $0.location?.x }
        #expect(xs == xs.sorted() && (xs.last ?? 0) > (xs.first ?? 0), "the stroke moves right: \(xs)")
        #expect(run.states("tap").map(\.to) == ["failed"], "the left click is no stroke")
        #expect(try rig.replay(run.recording).lines == run.lines)
    }
}
}
