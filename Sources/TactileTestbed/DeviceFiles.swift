/// Writes a `DeviceDescription` as the two files umockdev loads: the sysfs/udev tree
/// (`.umockdev`) and the answers to libevdev's probing ioctls (`.ioctl`).
public struct DeviceFiles: Sendable {
    public var description: DeviceDescription
    /// N of /dev/input/eventN. Devices used together need distinct numbers.
    public var eventNumber: Int

    public init(description: DeviceDescription, eventNumber: Int = 10) {
        self.description = description
        self.eventNumber = eventNumber
    }

    public var devicePath: String { "/dev/input/event\(eventNumber)" }

    /// evdev char devices are major 13, minors from 64 on.
    var minor: Int { 64 + eventNumber }

    /// The `.umockdev` text: the eventN node (what libinput opens) and its parent inputN
    /// (where the kernel keeps name, id and capabilities).
    public var umockdevText: String {
        let sysfs = "/devices/virtual/input/input\(eventNumber)"
        var classification = description.classification
        classification["TAGS"] = classification["TAGS"] ?? ":seat:"
        let udev = classification.keys.sorted().map { "E: \($0)=\(classification[$0]!)" }
        var lines = ["P: \(sysfs)/event\(eventNumber)", "N: input/event\(eventNumber)",
                     "E: DEVNAME=\(devicePath)", "E: MAJOR=13", "E: MINOR=\(minor)", "E: SUBSYSTEM=input"]
        lines += udev
        lines += ["A: dev=13:\(minor)", "", "P: \(sysfs)", "E: NAME=\"\(description.name)\"",
                  "E: PRODUCT=\(productString)", "E: PROP=\(capabilityWords(description.properties.map { UInt16($0) }, bits: 32))",
                  "E: SUBSYSTEM=input"]
        lines += udev
        lines += ["A: name=\(description.name)", "A: phys=\(phys)", "A: uniq=",
                  "A: properties=\(capabilityWords(description.properties.map { UInt16($0) }, bits: 32))",
                  "A: id/bustype=\(hex4(description.bustype))", "A: id/vendor=\(hex4(description.vendor))",
                  "A: id/product=\(hex4(description.product))", "A: id/version=\(hex4(description.version))"]
        for (type, name) in Self.capabilityNames {
            let codes = type == EvdevCode.evSyn ? Array(description.eventTypes) : Array(description.codes[type] ?? [])
            lines.append("A: capabilities/\(name)=\(capabilityWords(codes, bits: EvdevCode.maxCode(ofType: type) + 1))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `.ioctl` text. Every buffer is exactly as long as libevdev 1.13 asks for; umockdev
    /// matches requests by size, and a mismatch makes libevdev fail to describe the device.
    public var ioctlText: String {
        var lines = ["@DEV \(devicePath)"]
        lines.append("EVIOCGBIT(0) 8 \(bitmaskHex(Array(description.eventTypes), bytes: 8))")
        lines.append(stringIoctl("EVIOCGNAME", description.name))
        lines.append(stringIoctl("EVIOCGPHYS", phys))
        lines.append(stringIoctl("EVIOCGUNIQ", ""))
        let id = [description.bustype, description.vendor, description.product, description.version]
        lines.append("EVIOCGID 0 " + id.map { littleEndianHex(UInt32($0), bytes: 2) }.joined())
        lines.append("EVIOCGVERSION 0 01000100")
        lines.append("EVIOCGPROP(0) 8 \(bitmaskHex(description.properties.map { UInt16($0) }, bytes: 8))")
        for type in [EvdevCode.evKey, EvdevCode.evRel, EvdevCode.evAbs, EvdevCode.evMsc, EvdevCode.evSw,
                     EvdevCode.evLed, EvdevCode.evSnd, EvdevCode.evFf] {
            let bytes = Self.maskBytes(ofType: type)
            lines.append("EVIOCGBIT(\(type)) \(bytes) \(bitmaskHex(Array(description.codes[type] ?? []), bytes: bytes))")
        }
        lines.append("EVIOCGKEY(0) 96 \(bitmaskHex([], bytes: 96))")
        lines.append("EVIOCGLED(0) 8 \(bitmaskHex([], bytes: 8))")
        lines.append("EVIOCGSW(0) 8 \(bitmaskHex([], bytes: 8))")
        for code in description.axes.keys.sorted() {
            let axis = description.axes[code]!
            let fields = [0, axis.minimum, axis.maximum, axis.fuzz, axis.flat, axis.resolution]
            let name = code == 0 ? "EVIOCGABS" : "EVIOCGABS(\(code))"
            lines.append("\(name) 0 " + fields.map { littleEndianHex(UInt32(bitPattern: $0), bytes: 4) }.joined())
        }
        if let slot = description.axes[EvdevCode.absMtSlot] {
            let slots = Int(slot.maximum - slot.minimum + 1)
            for code in description.axes.keys.sorted() where code > EvdevCode.absMtSlot {
                // Every slot starts empty: tracking id -1, everything else 0.
                let value: Int32 = code == EvdevCode.absMtTrackingId ? -1 : 0
                let values = [UInt32(code)] + Array(repeating: UInt32(bitPattern: value), count: slots)
                lines.append("EVIOCGMTSLOTS(0) 0 " + values.map { littleEndianHex($0, bytes: 4) }.joined())
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private var phys: String { "tactile-testbed/input\(eventNumber)" }

    private var productString: String {
        [description.bustype, description.vendor, description.product, description.version]
            .map { String($0, radix: 16) }.joined(separator: "/")
    }

    private static let capabilityNames: [(UInt16, String)] = [
        (EvdevCode.evSyn, "ev"), (EvdevCode.evKey, "key"), (EvdevCode.evRel, "rel"), (EvdevCode.evAbs, "abs"),
        (EvdevCode.evMsc, "msc"), (EvdevCode.evSw, "sw"), (EvdevCode.evLed, "led"), (EvdevCode.evSnd, "snd"),
        (EvdevCode.evFf, "ff"),
    ]

    /// Size of the `unsigned long` array libevdev passes to EVIOCGBIT for a type.
    static func maskBytes(ofType type: UInt16) -> Int {
        let bits = EvdevCode.maxCode(ofType: type) + 1
        return (bits + 63) / 64 * 8
    }

    /// A stringly ioctl: libevdev passes a 256-byte buffer and asks for 255 bytes; the return
    /// value is the string length with its NUL, as the kernel reports it.
    private func stringIoctl(_ name: String, _ value: String) -> String {
        var bytes = Array(value.utf8.prefix(254))
        let returned = bytes.count + 1
        bytes += Array(repeating: 0, count: 255 - bytes.count)
        return "\(name)(0) \(returned) " + bytes.map(hex2).joined()
    }

    private func bitmaskHex(_ codes: [UInt16], bytes: Int) -> String {
        var mask = [UInt8](repeating: 0, count: bytes)
        for code in codes where Int(code) / 8 < bytes { mask[Int(code) / 8] |= 1 << (code % 8) }
        return mask.map(hex2).joined()
    }

    /// sysfs capability format: 64-bit words in hex, most significant first, leading zero words dropped.
    private func capabilityWords(_ codes: [UInt16], bits: Int) -> String {
        var words = [UInt64](repeating: 0, count: (bits + 63) / 64)
        for code in codes where Int(code) < bits { words[Int(code) / 64] |= 1 << UInt64(code % 64) }
        while words.count > 1, words.last == 0 { words.removeLast() }
        return words.reversed().map { String($0, radix: 16) }.joined(separator: " ")
    }

    private func littleEndianHex(_ value: UInt32, bytes: Int) -> String {
        (0..<bytes).map { hex2(UInt8(truncatingIfNeeded: value >> (8 * UInt32($0)))) }.joined()
    }

    private func hex2(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xf)]])
    }

    private func hex4(_ value: UInt16) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 4 - text.count) + text
    }
}
