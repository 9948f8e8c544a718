/// Reads the first device of a `libinput record` file (YAML, format version 1): its `evdev:`
/// header (name, id, codes, absinfo, properties), its `udev: properties:` and its `events:`.
///
/// The recorder writes a fixed, line-oriented subset of YAML (flow lists on one line), so a
/// line reader suffices and keeps a YAML library out of the testbed.
public enum LibinputRecordParser {
    public static func parse(_ text: String, source: String = "libinput record") throws -> DeviceRecording {
        var device: DeviceDescription?
        var section = ""
        var devicesSeen = 0
        var frames = FrameCollector()

        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
            let trimmed = line.trimmingSpaces
            if trimmed.isEmpty { continue }
            let fail = { (message: String) in TestbedError.parse(source: source, line: index + 1, message: message) }

            if trimmed.hasPrefix("- node:") {
                devicesSeen += 1
                if devicesSeen > 1 { break }
                continue
            }
            let (key, value) = splitKey(trimmed)
            switch key {
            case "name" where device == nil:
                device = DeviceDescription(name: unquote(value))
                continue
            case "id":
                let numbers = try integers(value, fail)
                guard numbers.count == 4 else { throw fail("id needs 4 numbers") }
                device?.bustype = UInt16(truncatingIfNeeded: numbers[0])
                device?.vendor = UInt16(truncatingIfNeeded: numbers[1])
                device?.product = UInt16(truncatingIfNeeded: numbers[2])
                device?.version = UInt16(truncatingIfNeeded: numbers[3])
                continue
            case "properties" where !value.isEmpty:
                device?.properties = Set(try integers(value, fail).map(Int.init))
                continue
            case "codes", "absinfo", "udev", "events", "quirks", "hid":
                section = key
                continue
            default:
                break
            }
            switch section {
            case "codes":
                guard let type = UInt16(key) else { continue }
                device?.codes[type] = Set(try integers(value, fail).map { UInt16(truncatingIfNeeded: $0) })
            case "absinfo":
                guard let code = UInt16(key) else { continue }
                let numbers = try integers(value, fail)
                guard numbers.count == 5 else { throw fail("absinfo needs min max fuzz flat resolution") }
                device?.axes[code] = AbsoluteAxis(
                    minimum: Int32(numbers[0]), maximum: Int32(numbers[1]), fuzz: Int32(numbers[2]),
                    flat: Int32(numbers[3]), resolution: Int32(numbers[4]))
            case "udev":
                guard trimmed.hasPrefix("- ") else { continue }
                let assignment = unquote(String(trimmed.dropFirst(2)))
                guard let equals = assignment.firstIndex(of: "=") else { continue }
                device?.udevProperties[String(assignment[..<equals])] = String(assignment[assignment.index(after: equals)...])
            case "events":
                guard trimmed.hasPrefix("- ["), trimmed.hasSuffix("]") else { continue }
                let numbers = try integers(String(trimmed.dropFirst(2)), fail)
                guard numbers.count == 5 else { throw fail("evdev event needs sec usec type code value") }
                let event = EvdevEvent(
                    type: UInt16(truncatingIfNeeded: numbers[2]), code: UInt16(truncatingIfNeeded: numbers[3]),
                    value: Int32(truncatingIfNeeded: numbers[4]))
                frames.add(event, at: numbers[0] * 1_000_000 + numbers[1])
            default:
                continue
            }
        }
        // EV_SYN codes are listed in the record but carry no capability of their own.
        device?.codes[EvdevCode.evSyn] = nil
        return DeviceRecording(description: device, frames: frames.frames)
    }

    private static func splitKey(_ line: String) -> (String, String) {
        guard let colon = line.firstIndex(of: ":") else { return ("", line) }
        let key = String(line[..<colon]).trimmingSpaces
        return (key, String(line[line.index(after: colon)...]).trimmingSpaces)
    }

    private static func unquote(_ text: String) -> String {
        let trimmed = text.trimmingSpaces
        if trimmed.count >= 2, trimmed.first == "\"", trimmed.last == "\"" {
            return String(trimmed.dropFirst().dropLast())
        }
        return trimmed
    }

    /// The integers of a flow list such as `[0, 1051, 0, 0, 12]`.
    private static func integers(_ text: String, _ fail: (String) -> TestbedError) throws -> [Int64] {
        let inner = text.trimmingSpaces.filter { $0 != "[" && $0 != "]" }
        return try inner.split(separator: ",").map { field in
            let trimmed = String(field).trimmingSpaces
            guard let number = Int64(trimmed) else { throw fail("bad number '\(trimmed)'") }
            return number
        }
    }
}
