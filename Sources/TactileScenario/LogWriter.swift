import TactileCore
import TactileEngine

extension Record {
    /// The record as one line of the replay log (no newline): a JSON object whose keys come in the
    /// contract's order (`t`, `kind`, then the kind's own fields), so logs diff cleanly.
    public var jsonLine: String {
        var fields: [(String, String)] = [("t", JSONText.number(time)), ("kind", JSONText.string(kindName))]
        switch kind {
        case let .feed(recognizer, call, touches):
            fields += [("recognizer", JSONText.string(recognizer)), ("call", JSONText.string(call.rawValue)),
                       ("touches", Self.touchList(touches))]
        case let .state(recognizer, from, to):
            fields += [("recognizer", JSONText.string(recognizer)), ("from", JSONText.string(from.rawValue)),
                       ("to", JSONText.string(to.rawValue))]
        case let .view(view, call, touches, from):
            fields += [("view", JSONText.string(view)), ("call", JSONText.string(call.rawValue)),
                       ("touches", Self.touchList(touches))]
            if let from { fields.append(("from", JSONText.string(from))) }
        case let .action(recognizer, state, location, numberOfTouches, values):
            fields += [("recognizer", JSONText.string(recognizer)), ("state", JSONText.string(state.rawValue)),
                       ("location", JSONText.point(location)), ("numberOfTouches", String(numberOfTouches))]
            fields += values.map { ($0.key, JSONText.value($0.value)) }
        case let .reset(recognizer):
            fields.append(("recognizer", JSONText.string(recognizer)))
        case let .warning(recognizer, message):
            if let recognizer { fields.append(("recognizer", JSONText.string(recognizer))) }
            fields.append(("message", JSONText.string(message)))
        case let .touch(id, phase, location, radius):
            fields += [("id", String(id)), ("phase", JSONText.string(phase.rawValue)),
                       ("x", JSONText.number(location.x)), ("y", JSONText.number(location.y))]
            if let radius { fields.append(("radius", JSONText.number(radius))) }
        case let .modifiers(modifiers):
            fields.append(("modifiers", "[" + modifiers.map { JSONText.string($0.rawValue) }.joined(separator: ",") + "]"))
        case let .remoteControl(subtype, responder):
            fields.append(("subtype", JSONText.string(subtype.rawValue)))
            if let responder { fields.append(("responder", JSONText.string(responder))) }
        case let .motion(subtype, phase, responder):
            fields += [("phase", JSONText.string(phase.rawValue)), ("subtype", JSONText.string(subtype.rawValue))]
            if let responder { fields.append(("responder", JSONText.string(responder))) }
        }
        return "{" + fields.map { JSONText.string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    private static func touchList(_ touches: [Int]) -> String {
        "[" + touches.map(String.init).joined(separator: ",") + "]"
    }
}

/// Writes the replay log: one JSON object per line, in the order the records come.
public struct LogWriter<Output: TextOutputStream> {
    public private(set) var output: Output

    public init(output: Output) {
        self.output = output
    }

    public mutating func write(_ record: Record) {
        output.write(record.jsonLine)
        output.write("\n")
    }

    public mutating func write(_ records: some Sequence<Record>) {
        for record in records { write(record) }
    }
}
