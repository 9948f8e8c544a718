import TactileCore
import TactileEngine

extension Record {
    /// A value for reading: numbers to two decimals at most (the JSON log keeps them exact).
    static func readable(_ value: ParameterValue) -> String {
        switch value {
        case .number(let n): JSONText.number((n * 100).rounded() / 100)
        case .list(let items): "(" + items.map(readable).joined(separator: ", ") + ")"
        default: JSONText.value(value)
        }
    }

    /// The record for a person reading along: time, then what happened, aligned in columns.
    ///
    ///       80 ms  Tap2        possible → failed
    ///       80 ms  view V      touchesEnded [1]
    ///       80 ms  Tap      ▶  recognized at (51, 50), 1 touch
    public var readableLine: String {
        let time = JSONText.number(self.time)
        let prefix = String(repeating: " ", count: max(0, 7 - time.count)) + time + " ms  "
        func column(_ s: String) -> String { s + String(repeating: " ", count: max(1, 12 - s.count)) }
        func touches(_ ids: [Int]) -> String { "[" + ids.map(String.init).joined(separator: ", ") + "]" }
        switch kind {
        case let .feed(recognizer, call, ids):
            return prefix + column(recognizer) + "← \(call.rawValue) \(touches(ids))"
        case let .state(recognizer, from, to):
            return prefix + column(recognizer) + "\(from.rawValue) → \(to.rawValue)"
        case let .view(view, call, ids, from):
            return prefix + column("view " + view) + "\(call.rawValue) \(touches(ids))" + (from.map { " from \($0)" } ?? "")
        case let .action(recognizer, state, location, count, values):
            var text = prefix + column(recognizer) + "▶ \(state.rawValue) at \(Self.readable(.list([.number(location.x), .number(location.y)]))), "
            text += count == 1 ? "1 touch" : "\(count) touches"
            for v in values { text += ", \(v.key) \(Self.readable(v.value))" }
            return text
        case let .reset(recognizer):
            return prefix + column(recognizer) + "reset"
        case let .warning(recognizer, message):
            return prefix + column(recognizer ?? "engine") + "warning: \(message)"
        case let .touch(id, phase, location, _):
            return prefix + column("touch \(id)") + "\(phase.rawValue) at \(JSONText.point(location))"
        case let .modifiers(held):
            return prefix + column("keyboard") + "modifiers " + (held.isEmpty ? "none" : held.map(\.rawValue).joined(separator: "+"))
        case let .remoteControl(subtype, responder):
            return prefix + column(responder ?? "application") + "remote \(subtype.rawValue)"
        case let .motion(subtype, phase, responder):
            return prefix + column(responder ?? "application") + "motion \(subtype.rawValue) \(phase.rawValue)"
        }
    }
}
