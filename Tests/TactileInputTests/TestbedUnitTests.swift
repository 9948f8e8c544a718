import Foundation
import Testing
@testable import TactileTestbed

struct TestbedUnitTests {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The committed device files are exactly what the converter makes from the recordings.
    @Test(arguments: [
        ("evemu/touchscreens/Atmel maXTouch Touchscreen.desc", "atmel-touchscreen", 10),
        ("libinput-record/ITE8595-touchpad.acer-sw5-012.2-finger-scroll.yml", "ite-touchpad", 11),
    ])
    func committedDevicesMatchTheConverter(source: String, name: String, event: Int) throws {
        let input = root.appendingPathComponent("../shared/data/input-recordings/\(source)").path
        let description = try #require(try DeviceSource.recording(input).description)
        let files = DeviceFiles(description: description, eventNumber: event)
        let base = root.appendingPathComponent("Tests/Devices/\(name)").path
        #expect(try String(contentsOfFile: base + ".umockdev", encoding: .utf8) == files.umockdevText)
        #expect(try String(contentsOfFile: base + ".ioctl", encoding: .utf8) == files.ioctlText)
        #expect(try DeviceSource.recording(base + ".desc").description == description.withoutUdevProperties)
    }

    /// The test keyboard and lid switch have no recording: their evemu descriptions are the
    /// source, and the umockdev files are what the converter makes of them.
    @Test(arguments: [("test-keyboard", 12), ("test-lid-switch", 13)])
    func describedDevicesMatchTheConverter(name: String, event: Int) throws {
        let base = root.appendingPathComponent("Tests/Devices/\(name)").path
        let description = try #require(try DeviceSource.recording(base + ".desc").description)
        let files = DeviceFiles(description: description, eventNumber: event)
        #expect(try String(contentsOfFile: base + ".umockdev", encoding: .utf8) == files.umockdevText)
        #expect(try String(contentsOfFile: base + ".ioctl", encoding: .utf8) == files.ioctlText)
        #expect(try String(contentsOfFile: base + ".desc", encoding: .utf8) == EvemuWriter.describe(description))
    }

    /// The uevent message is libudev's: its header, with the subsystem hash libudev's socket
    /// filter compares (values from systemd's MurmurHash2), then the properties.
    @Test func ueventMessagesAreLibudevs() throws {
        #expect(UeventSender.murmurHash2("input") == 0xc1a2_8470)
        #expect(UeventSender.murmurHash2("usb") == 0x0577_c5e5)
        #expect(UeventSender.murmurHash2("hidraw") == 0xc2ca_f397)
        #expect(UeventSender.murmurHash2("a") == 0x9268_5f5e)
        let header = UeventSender.header(subsystem: "input", propertiesLength: 77)
        #expect(header.count == 40)
        #expect(Array(header[0..<8]) == Array("libudev".utf8) + [0])
        #expect(Array(header[8..<12]) == [0xfe, 0xed, 0xca, 0xfe], "magic in network order")
        #expect(Array(header[24..<28]) == [0xc1, 0xa2, 0x84, 0x70], "subsystem hash in network order")
        let devices = try Testbed.sysfsDevices(in: root.appendingPathComponent("Tests/Devices/atmel-touchscreen.umockdev").path)
        #expect(devices.map(\.syspath) == ["/devices/virtual/input/input10/event10", "/devices/virtual/input/input10"])
        #expect(devices[0].properties.contains { $0 == ("DEVNAME", "/dev/input/event10") })
        #expect(devices[0].properties.contains { $0 == ("ID_INPUT_TOUCHSCREEN", "1") })
    }

    @Test func evemuDescriptionParses() throws {
        let text = """
            N: Test Pad
            I: 0018 06cb 2968 0100
            P: 05 00 00 00 00 00 00 00
            B: 00 0b 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 01 00 00 00 00 00
            B: 01 20 e4 00 00 00 00 00 00
            B: 03 03 00 00 00 00 80 60 02
            A: 00 0 1000 0 0 10
            A: 2f 0 4 0 0 0   # comment
            E: 1.000000 0003 0039 5
            E: 1.000000 0000 0000 0
            E: 1.012000 0003 0039 -1
            E: 1.012000 0000 0000 0
            """
        let recording = try EvemuParser.parse(text)
        let device = try #require(recording.description)
        #expect(device.name == "Test Pad")
        #expect(device.vendor == 0x06cb && device.bustype == 0x18)
        #expect(device.properties == [0, 2])
        #expect(device.has(EvdevCode.evKey, EvdevCode.btnToolFinger))
        #expect(device.has(EvdevCode.evKey, EvdevCode.btnLeft))
        #expect(device.axes[0]?.resolution == 10)
        #expect(device.isTouchpad)
        #expect(recording.frames.map(\.offset) == [0, 12_000])
        #expect(recording.frames[1].events[0].value == -1)
    }

    @Test func gestureScriptTimingAndFrames() throws {
        var device = DeviceDescription(name: "screen")
        device.properties = [EvdevCode.propDirect]
        device.codes[EvdevCode.evKey] = [EvdevCode.btnTouch]
        for code in [EvdevCode.absX, EvdevCode.absMtPositionX] { device.axes[code] = AbsoluteAxis(minimum: 0, maximum: 1000) }
        for code in [EvdevCode.absY, EvdevCode.absMtPositionY] { device.axes[code] = AbsoluteAxis(minimum: 0, maximum: 500) }
        device.axes[EvdevCode.absMtSlot] = AbsoluteAxis(minimum: 0, maximum: 9)
        device.axes[EvdevCode.absMtTrackingId] = AbsoluteAxis(minimum: 0, maximum: 65535)
        let script = try GestureScript("tap 50% 100\nwait 1s\n@2000 down 1 10 20\n@2010ms up 1\n", device: device)
        let frames = script.frames()
        #expect(frames.map(\.offset) == [0, 50_000, 2_000_000, 2_010_000])
        let first = frames[0].events
        #expect(first.contains(EvdevEvent(type: EvdevCode.evAbs, code: EvdevCode.absMtPositionX, value: 500)))
        #expect(first.contains(EvdevEvent(type: EvdevCode.evKey, code: EvdevCode.btnTouch, value: 1)))
        #expect(first.last == .synReport)
        // The second contact uses slot 1 and a new tracking id: state carries across gestures.
        #expect(frames[2].events.prefix(2) == [EvdevEvent(type: EvdevCode.evAbs, code: EvdevCode.absMtSlot, value: 1),
                                              EvdevEvent(type: EvdevCode.evAbs, code: EvdevCode.absMtTrackingId, value: 2)])
        #expect(throws: TestbedError.self) { try GestureScript("fly 1 2\n", device: device) }
    }
}

extension DeviceDescription {
    /// The `.desc` file keeps capabilities and axes only; udev properties live in `.umockdev`.
    var withoutUdevProperties: DeviceDescription {
        var copy = self
        copy.udevProperties = [:]
        return copy
    }
}
