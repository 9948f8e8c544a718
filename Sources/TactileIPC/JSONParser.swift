/// A strict JSON parser for one request line. Hand-written rather than Foundation's so that
/// booleans and numbers stay distinct, key order survives, and nesting is bounded: a hostile
/// line of a million `[` costs an error, not the daemon's stack.
struct JSONParser {
    struct Failure: Error {
        var message: String
    }

    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var i = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses exactly one value, surrounded by optional whitespace.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes)
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.i == bytes.count else { throw parser.fail("unexpected text after the value") }
        return value
    }

    private func fail(_ message: String) -> Failure {
        Failure(message: "\(message) at byte \(i + 1)")
    }

    private mutating func skipSpace() {
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < Self.maximumDepth else { throw fail("nested deeper than \(Self.maximumDepth)") }
        skipSpace()
        guard i < bytes.count else { throw fail("unexpected end of line") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let w = Array(word.utf8)
        guard i + w.count <= bytes.count, Array(bytes[i..<i + w.count]) == w else { throw fail("invalid literal") }
        i += w.count
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        i += 1
        var members: [(key: String, value: JSONValue)] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a string key") }
            let key = try string()
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("expected ':'") }
            i += 1
            members.append((key, try value(depth: depth + 1)))
            skipSpace()
            guard i < bytes.count else { throw fail("unterminated object") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            guard bytes[i] == UInt8(ascii: "}") else { throw fail("expected ',' or '}'") }
            i += 1
            return .object(members)
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        i += 1
        var elements: [JSONValue] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(elements) }
        while true {
            elements.append(try value(depth: depth + 1))
            skipSpace()
            guard i < bytes.count else { throw fail("unterminated array") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            guard bytes[i] == UInt8(ascii: "]") else { throw fail("expected ',' or ']'") }
            i += 1
            return .array(elements)
        }
    }

    private mutating func string() throws(Failure) -> String {
        i += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flushRun() -> Bool {
            guard !run.isEmpty else { return true }
            guard let s = String(validating: run, as: UTF8.self) else { return false }
            scalars.append(contentsOf: s.unicodeScalars)
            run.removeAll()
            return true
        }
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                i += 1
                guard flushRun() else { throw fail("invalid UTF-8 in a string") }
                return String(scalars)
            }
            if b < 0x20 { throw fail("control character in a string") }
            if b != UInt8(ascii: "\\") { run.append(b); i += 1; continue }
            guard flushRun() else { throw fail("invalid UTF-8 in a string") }
            i += 1
            guard i < bytes.count else { break }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code) {
                    // A high surrogate must be followed by \u and a low one.
                    guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw fail("unpaired surrogate")
                    }
                    i += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw fail("unpaired surrogate") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw fail("invalid \\u escape") }
                scalars.append(scalar)
            default: throw fail("invalid escape")
            }
        }
        throw fail("unterminated string")
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard i + 4 <= bytes.count else { throw fail("short \\u escape") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[i])).hexDigitValue else { throw fail("invalid \\u escape") }
            code = code * 16 + UInt32(digit)
            i += 1
        }
        return code
    }

    private mutating func number() throws(Failure) -> Double {
        let start = i
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
        while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i])
            || [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-")].contains(bytes[i]) {
            i += 1
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard !text.isEmpty, text.first != "+", text.first != ".", let n = Double(text), n.isFinite,
              !text.hasPrefix("0") || text.count == 1 || text.hasPrefix("0.") || text.hasPrefix("0e") || text.hasPrefix("0E"),
              !text.hasPrefix("-0") || text.count == 2 || text.hasPrefix("-0.") || text.hasPrefix("-0e") || text.hasPrefix("-0E")
        else {
            i = start
            throw fail("invalid value")
        }
        return n
    }
}
