import TactileCore
import TactileEngine

/// The JSON spelling of the log's values, as strings for messages, the readable log and the
/// expectation shorthand. Numbers are written the way a person would write them: integral values
/// without a decimal point (`80`, not `80.0`), others as the shortest decimal that reads back to
/// the same double (`51.5`), and non-finite values as `null` since JSON has no NaN. The rest is
/// spelled by the log's byte writer (`JSONBytes.swift`), so a diff shows values exactly as the
/// log does.
enum JSONText {
    static func number(_ value: Double) -> String { formatNumber(value) }

    static func string(_ text: String) -> String { spelled { $0.appendJSON(string: text) } }

    /// A loosely typed value: lists as arrays (a point-like pair prints as `[x,y]`), maps as
    /// objects in their order.
    static func value(_ value: ParameterValue) -> String { spelled { $0.appendJSON(value: value) } }

    static func point(_ point: Point) -> String { spelled { $0.appendJSON(point: point) } }

    private static func spelled(_ write: (inout [UInt8]) -> Void) -> String {
        var bytes: [UInt8] = []
        write(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
