import Foundation
import Testing
import TactileTestbed

/// Keyboards, mice and switches through the same testbed, with devices described in code, and
/// the udev backend.
extension LiveLibinput {
@Suite
struct OtherDeviceTests {
    @Test func touchscreenThroughTheUdevSeat() throws {
        let rig = try InjectorRig()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-\(UUID().uuidString).gesture")
        try "tap 200 120\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try rig.run(devices: ["atmel-touchscreen", "ite-touchpad"], plays: ["atmel-touchscreen=\(file.path)"],
                              dumpArguments: ["--udev", "seat0"])
        #expect(run.status == 0, "\(run.log)")
        #expect(Set(run.of("device-added").map(\.device)) == ["event10", "event11"])
        #expect(run.of("touch-down").first?.fields["x"] == "400.00")
        #expect(run.of("touch-up").count == 1)
    }

    /// `--plug` and `--unplug` send udev's uevents: libinput's udev backend adds the device
    /// mid-run, reads it, and on removal cancels the touch still down before removing it.
    @Test func devicesPluggedInAndOutDuringARun() throws {
        let rig = try InjectorRig()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-\(UUID().uuidString).gesture")
        try "@300 tap 200 120\n@600 down 0 200 120\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try rig.run(devices: [], plays: ["atmel-touchscreen=\(file.path)"], dumpArguments: ["--udev", "seat0"],
                              injectorArguments: ["--plug", "\(rig.device("atmel-touchscreen"))@150", "--unplug", "atmel-touchscreen@900"])
        #expect(run.status == 0, "\(run.log)")
        let kinds = run.events.map(\.kind).filter { $0 != "touch-frame" }
        #expect(kinds == ["device-added", "touch-down", "touch-up", "touch-down", "touch-cancel", "device-removed"], "\(run.events)")
        let added = try #require(run.of("device-added").first).time, removed = try #require(run.of("device-removed").first).time
        let down = try #require(run.of("touch-down").first).time
        #expect(down > added && removed - down > 500_000, "plugged before the tap, unplugged 600 ms after it: \(run.events)")
    }

    @Test func keyboardMouseAndLidSwitch() throws {
        let rig = try InjectorRig()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var keyboard = DeviceDescription(name: "Test Keyboard")
        keyboard.bustype = 0x03
        keyboard.codes[EvdevCode.evKey] = Set(1...88)
        var mouse = DeviceDescription(name: "Test Mouse")
        mouse.bustype = 0x03
        mouse.codes[EvdevCode.evKey] = [0x110, 0x111, 0x112]
        mouse.codes[EvdevCode.evRel] = [0, 1, 8]
        var lid = DeviceDescription(name: "Test Lid Switch")
        lid.bustype = 0x19
        lid.codes[EvdevCode.evSw] = [0]
        var bases: [String] = []
        for (number, device) in [(12, keyboard), (13, mouse), (14, lid)] {
            bases.append(try write(device, number: number, into: directory))
        }
        let scripts = [
            "evdev key 30 1\nwait 40\nevdev key 30 0\n",
            "evdev rel 0 5\nwait 10\nevdev rel 1 -3\nwait 10\nevdev key 0x110 1\nwait 30\nevdev key 0x110 0\nwait 10\nevdev rel 8 -1\n",
            "evdev sw 0 1\nwait 50\nevdev sw 0 0\n",
        ]
        var plays: [String] = []
        for (base, script) in zip(bases, scripts) {
            let file = directory.appendingPathComponent(URL(fileURLWithPath: base).lastPathComponent + ".gesture")
            try script.write(to: file, atomically: true, encoding: .utf8)
            plays.append("\(URL(fileURLWithPath: base).lastPathComponent)=\(file.path)")
        }
        let run = try rig.run(devices: bases, plays: plays)
        #expect(run.status == 0, "\(run.log)")
        let keys = run.of("keyboard-key").map { "\($0.fields["key"]!)/\($0.fields["pressed"]!)" }
        #expect(keys == ["30/1", "30/0"], "\(run.events)")
        #expect(run.of("pointer-motion").count == 2)
        #expect(run.of("pointer-button").map { $0.fields["pressed"] } == ["1", "0"])
        #expect(run.of("pointer-button").first?.fields["button"] == "272")
        #expect(run.of("pointer-scroll").first?.fields["source"] == "wheel")
        #expect(run.of("switch-toggle").map { $0.fields["on"] } == ["1", "0"], "\(run.events)")
    }

    private func write(_ device: DeviceDescription, number: Int, into directory: URL) throws -> String {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let base = directory.appendingPathComponent("device\(number)").path
        let files = DeviceFiles(description: device, eventNumber: number)
        try files.umockdevText.write(toFile: base + ".umockdev", atomically: true, encoding: .utf8)
        try files.ioctlText.write(toFile: base + ".ioctl", atomically: true, encoding: .utf8)
        try EvemuWriter.describe(device).write(toFile: base + ".desc", atomically: true, encoding: .utf8)
        return base
    }
}
}
