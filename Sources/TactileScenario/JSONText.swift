import TactileCore
import TactileEngine

/// The JSON spelling of the log's values. Numbers are written the way a person would write them:
/// integral values without a decimal point (`80`, not `80.0`), others as the shortest decimal that
/// reads back to the same double (`51.5`), and non-finite values as `null` since JSON has no NaN.
/// The expectation shorthand uses the same spelling, so a diff shows times exactly as the log does.
enum JSONText {
    static func number(_ value: Double) -> String { formatNumber(value) }

    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A loosely typed value: lists as arrays (a point-like pair prints as `[x,y]`), maps as
    /// objects in their order.
    static func value(_ value: ParameterValue) -> String {
        switch value {
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): self.number(number)
        case .string(let text): string(text)
        case .list(let elements): "[" + elements.map { self.value($0) }.joined(separator: ",") + "]"
        case .map(let entries):
            "{" + entries.map { string($0.key) + ":" + self.value($0.value) }.joined(separator: ",") + "}"
        }
    }

    static func point(_ point: Point) -> String {
        "[" + number(point.x) + "," + number(point.y) + "]"
    }
}
