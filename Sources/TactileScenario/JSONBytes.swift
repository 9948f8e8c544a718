import TactileCore

/// Appends JSON values as UTF-8 to a byte buffer (integral numbers without a point, shortest
/// round-trip decimals otherwise, `null` for non-finite) without building intermediate strings:
/// the live host formats every record of every frame. `JSONText` spells through these too.
extension Array where Element == UInt8 {
    mutating func appendJSON(_ literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }

    mutating func appendJSON(number value: Double) {
        guard value.isFinite else { return appendJSON("null") }
        if let integer = value.logInteger {
            appendJSON(integer: integer)
        } else {
            append(contentsOf: value.description.utf8)
        }
    }

    mutating func appendJSON(integer value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        // At most 20 digits; written backwards into a small fixed buffer.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        Swift.withUnsafeMutableBytes(of: &digits) { raw in
            repeat {
                raw[23 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[(24 - count)...]))
        }
    }

    mutating func appendJSON(string text: String) {
        append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            // Ids and names rarely need escaping: copy runs of plain bytes at once.
            var runStart = 0
            for (i, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
                appendEscaped(byte)
                runStart = i + 1
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        append(UInt8(ascii: "\""))
    }

    private mutating func appendEscaped(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): appendJSON("\\\"")
        case UInt8(ascii: "\\"): appendJSON("\\\\")
        case UInt8(ascii: "\n"): appendJSON("\\n")
        case UInt8(ascii: "\r"): appendJSON("\\r")
        case UInt8(ascii: "\t"): appendJSON("\\t")
        case 0x08: appendJSON("\\b")
        case 0x0C: appendJSON("\\f")
        default:
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            appendJSON("\\u00")
            append(hex[Int(byte >> 4)])
            append(hex[Int(byte & 0xF)])
        }
    }

    mutating func appendJSON(point: Point) {
        append(UInt8(ascii: "["))
        appendJSON(number: point.x)
        append(UInt8(ascii: ","))
        appendJSON(number: point.y)
        append(UInt8(ascii: "]"))
    }

    mutating func appendJSON(integers: [Int]) {
        append(UInt8(ascii: "["))
        for (i, n) in integers.enumerated() {
            if i > 0 { append(UInt8(ascii: ",")) }
            appendJSON(integer: n)
        }
        append(UInt8(ascii: "]"))
    }

    mutating func appendJSON(value: ParameterValue) {
        switch value {
        case .bool(let flag): appendJSON(flag ? "true" : "false")
        case .number(let number): appendJSON(number: number)
        case .string(let text): appendJSON(string: text)
        case .list(let elements):
            append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { append(UInt8(ascii: ",")) }
                appendJSON(value: element)
            }
            append(UInt8(ascii: "]"))
        case .map(let entries):
            append(UInt8(ascii: "{"))
            for (i, entry) in entries.enumerated() {
                if i > 0 { append(UInt8(ascii: ",")) }
                appendJSON(string: entry.key)
                append(UInt8(ascii: ":"))
                appendJSON(value: entry.value)
            }
            append(UInt8(ascii: "}"))
        }
    }
}
