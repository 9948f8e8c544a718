import TactileCore

/// Numbers and values as text, the way the log prints them: integral numbers without a decimal
/// point, so that environment variables read `50`, not `50.0`.
enum ValueText {
    static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// A JSON string literal.
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func json(_ value: ParameterValue) -> String {
        switch value {
        case .bool(let b): b ? "true" : "false"
        case .number(let n): number(n)
        case .string(let s): jsonString(s)
        case .list(let list): "[" + list.map(json).joined(separator: ",") + "]"
        case .map(let entries): jsonObject(entries)
        }
    }

    static func jsonObject(_ entries: [ParameterValue.MapEntry]) -> String {
        "{" + entries.map { jsonString($0.key) + ":" + json($0.value) }.joined(separator: ",") + "}"
    }
}
