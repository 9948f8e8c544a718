/// Reads evemu's text format: a device description (`N:`, `I:`, `P:`, `B:`, `A:` lines) and/or
/// recorded events (`E:` lines), as written by `evemu-describe` and `evemu-record`.
public enum EvemuParser {
    public static func parse(_ text: String, source: String = "evemu") throws -> DeviceRecording {
        var description: DeviceDescription?
        var propertyBytes: [UInt8] = []
        var typeBitmask: [UInt8] = []
        var codeBytes: [UInt16: [UInt8]] = [:]
        var frames = FrameCollector()

        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            guard line.count >= 2, line.dropFirst().first == ":" else { continue }
            let fields = line.dropFirst(2).split(whereSeparator: { $0 == " " || $0 == "\t" })
            let fail = { (message: String) in TestbedError.parse(source: source, line: index + 1, message: message) }
            func hex(_ field: Substring) throws -> UInt16 {
                guard let value = UInt16(field, radix: 16) else { throw fail("bad hex '\(field)'") }
                return value
            }
            func bytes(_ fields: ArraySlice<Substring>) throws -> [UInt8] {
                try fields.map { field in
                    guard let byte = UInt8(field, radix: 16) else { throw fail("bad byte '\(field)'") }
                    return byte
                }
            }
            switch line.first {
            case "N":
                description = DeviceDescription(name: String(line.dropFirst(2)).trimmingSpaces)
            case "I":
                guard fields.count == 4 else { throw fail("I: needs bustype vendor product version") }
                description?.bustype = try hex(fields[0])
                description?.vendor = try hex(fields[1])
                description?.product = try hex(fields[2])
                description?.version = try hex(fields[3])
            case "P":
                propertyBytes += try bytes(fields[...])
            case "B":
                guard let first = fields.first else { throw fail("B: needs a type") }
                let type = try hex(first)
                if type == 0 { typeBitmask += try bytes(fields.dropFirst()) }
                else { codeBytes[type, default: []] += try bytes(fields.dropFirst()) }
            case "A":
                guard fields.count >= 5 else { throw fail("A: needs code min max fuzz flat [resolution]") }
                let numbers = try fields.dropFirst().map { field in
                    guard let number = Int32(field) else { throw fail("bad number '\(field)'") }
                    return number
                }
                description?.axes[try hex(fields[0])] = AbsoluteAxis(
                    minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3],
                    resolution: numbers.count > 4 ? numbers[4] : 0)
            case "E":
                guard fields.count == 4, let time = parseTime(fields[0]), let value = Int32(fields[3]) else {
                    throw fail("E: needs sec.usec type code value")
                }
                frames.add(EvdevEvent(type: try hex(fields[1]), code: try hex(fields[2]), value: value), at: time)
            default:
                continue
            }
        }

        if var device = description {
            device.properties = Set(setBits(propertyBytes))
            for type in setBits(typeBitmask) where type != 0 { device.codes[UInt16(type)] = [] }
            for (type, mask) in codeBytes {
                let codes = setBits(mask).map(UInt16.init)
                if !codes.isEmpty || device.codes[type] != nil { device.codes[type, default: []].formUnion(codes) }
            }
            description = device
        }
        return DeviceRecording(description: description, frames: frames.frames)
    }

    /// `seconds.microseconds` as microseconds.
    static func parseTime(_ field: Substring) -> Int64? {
        let parts = field.split(separator: ".")
        guard parts.count == 2, let seconds = Int64(parts[0]), let micros = Int64(parts[1]) else { return nil }
        return seconds * 1_000_000 + micros
    }

    /// Indices of the set bits of a little-endian byte mask (bit 0 of byte 0 is index 0).
    static func setBits(_ bytes: [UInt8]) -> [Int] {
        bytes.enumerated().flatMap { index, byte in
            (0..<8).filter { byte & (1 << $0) != 0 }.map { index * 8 + $0 }
        }
    }
}

/// Groups timestamped events into frames ending at SYN_REPORT, with offsets relative to the
/// first event, so a recording replays with its own timing.
struct FrameCollector {
    private(set) var frames: [EvdevFrame] = []
    private var pending: [EvdevEvent] = []
    private var start: Int64?

    mutating func add(_ event: EvdevEvent, at time: Int64) {
        let origin = start ?? time
        start = origin
        pending.append(event)
        if event.isSynReport {
            frames.append(EvdevFrame(offset: time - origin, events: pending))
            pending = []
        }
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" || first == "\r" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return String(text)
    }
}
