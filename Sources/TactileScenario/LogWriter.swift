import TactileCore
import TactileEngine

extension Record {
    /// The record as one line of the replay log (no newline): a JSON object whose keys come in the
    /// contract's order (`t`, `kind`, then the kind's own fields), so logs diff cleanly.
    public var jsonLine: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(128)
        appendJSONLine(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `jsonLine`'s bytes (no newline) to `out`: the live host's path, which formats
    /// every record of every frame without building strings.
    public func appendJSONLine(to out: inout [UInt8]) {
        out.appendJSON("{\"t\":")
        out.appendJSON(number: time)
        out.appendJSON(",\"kind\":")
        out.appendJSON(string: kindName)
        switch kind {
        case let .feed(recognizer, call, touches):
            out.appendJSON(",\"recognizer\":")
            out.appendJSON(string: recognizer)
            out.appendJSON(",\"call\":")
            out.appendJSON(string: call.rawValue)
            out.appendJSON(",\"touches\":")
            out.appendJSON(integers: touches)
        case let .state(recognizer, from, to):
            out.appendJSON(",\"recognizer\":")
            out.appendJSON(string: recognizer)
            out.appendJSON(",\"from\":")
            out.appendJSON(string: from.rawValue)
            out.appendJSON(",\"to\":")
            out.appendJSON(string: to.rawValue)
        case let .view(view, call, touches, from):
            out.appendJSON(",\"view\":")
            out.appendJSON(string: view)
            out.appendJSON(",\"call\":")
            out.appendJSON(string: call.rawValue)
            out.appendJSON(",\"touches\":")
            out.appendJSON(integers: touches)
            if let from {
                out.appendJSON(",\"from\":")
                out.appendJSON(string: from)
            }
        case let .action(recognizer, state, location, numberOfTouches, values):
            out.appendJSON(",\"recognizer\":")
            out.appendJSON(string: recognizer)
            out.appendJSON(",\"state\":")
            out.appendJSON(string: state.rawValue)
            out.appendJSON(",\"location\":")
            out.appendJSON(point: location)
            out.appendJSON(",\"numberOfTouches\":")
            out.appendJSON(integer: numberOfTouches)
            for entry in values {
                out.append(UInt8(ascii: ","))
                out.appendJSON(string: entry.key)
                out.append(UInt8(ascii: ":"))
                out.appendJSON(value: entry.value)
            }
        case let .reset(recognizer):
            out.appendJSON(",\"recognizer\":")
            out.appendJSON(string: recognizer)
        case let .warning(recognizer, message):
            if let recognizer {
                out.appendJSON(",\"recognizer\":")
                out.appendJSON(string: recognizer)
            }
            out.appendJSON(",\"message\":")
            out.appendJSON(string: message)
        case let .touch(id, phase, location, radius):
            out.appendJSON(",\"id\":")
            out.appendJSON(integer: id)
            out.appendJSON(",\"phase\":")
            out.appendJSON(string: phase.rawValue)
            out.appendJSON(",\"x\":")
            out.appendJSON(number: location.x)
            out.appendJSON(",\"y\":")
            out.appendJSON(number: location.y)
            if let radius {
                out.appendJSON(",\"radius\":")
                out.appendJSON(number: radius)
            }
        case let .modifiers(modifiers):
            out.appendJSON(",\"modifiers\":[")
            for (i, modifier) in modifiers.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                out.appendJSON(string: modifier.rawValue)
            }
            out.append(UInt8(ascii: "]"))
        case let .remoteControl(subtype, responder):
            out.appendJSON(",\"subtype\":")
            out.appendJSON(string: subtype.rawValue)
            appendResponder(responder, to: &out)
        case let .motion(subtype, phase, responder):
            out.appendJSON(",\"phase\":")
            out.appendJSON(string: phase.rawValue)
            out.appendJSON(",\"subtype\":")
            out.appendJSON(string: subtype.rawValue)
            appendResponder(responder, to: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    private func appendResponder(_ responder: String?, to out: inout [UInt8]) {
        guard let responder else { return }
        out.appendJSON(",\"responder\":")
        out.appendJSON(string: responder)
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
