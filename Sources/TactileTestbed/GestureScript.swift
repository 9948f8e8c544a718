/// The synthetic gesture format: one statement per line, `#` starts a comment.
///
///     [@TIME] STATEMENT ARGUMENTS [key=value ...]
///
/// Without `@TIME` a statement starts when the previous one ended; `@TIME` starts it at an
/// absolute time since the script began. Times are milliseconds (`120`, `120ms`) or seconds
/// (`1.5s`). Coordinates are device units (`400`) or a percentage of the axis range (`50%`).
///
///     down SLOT X Y            put a finger down in SLOT (instant)
///     move SLOT X Y            move it (instant)
///     up SLOT                  lift it (instant)
///     wait TIME                let time pass
///     tap X Y                  down, `hold=` (50 ms) later up
///     drag X1 Y1 X2 Y2         `fingers=` (1) fingers side by side `spacing=` apart move over
///                              `duration=` (300 ms), then lift: pans, swipes, touchpad swipes
///     pinch CX CY R1 R2        `fingers=` (2) fingers on a circle around CX,CY whose radius goes
///                              from R1 to R2 over `duration=` (400 ms), turning by `rotate=` degrees
///     rotate CX CY R DEGREES   a pinch with a constant radius
///     hold X Y                 `fingers=` (1) fingers rest for `duration=` (600 ms), then lift
///     evdev TYPE CODE VALUE    one raw event (instant); TYPE is key, rel, abs, msc, sw or a
///                              number, CODE a number (decimal or 0x hex): keys, buttons,
///                              mouse motion, switches
///
/// Common options: `slot=` first slot (0), `interval=` time between motion frames (10 ms).
/// Statements at the same time share one evdev frame.
public struct GestureScript: Sendable {
    public internal(set) var changes: [ContactChange] = []
    let device: DeviceDescription
    /// Where the next statement without `@TIME` starts, in microseconds.
    var cursor: Int64 = 0

    /// Parses `text` for `device`, whose axis ranges give percentages their meaning.
    public init(_ text: String, device: DeviceDescription, source: String = "script") throws {
        self.device = device
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            var words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard !words.isEmpty else { continue }
            do {
                if words[0].hasPrefix("@") {
                    cursor = try Self.time(String(words.removeFirst().dropFirst()))
                }
                guard !words.isEmpty else { continue }
                try statement(words)
            } catch let error as StatementError {
                throw TestbedError.parse(source: source, line: index + 1, message: error.message)
            }
        }
    }

    /// The evdev frames of this script, through a fresh encoder for the device.
    public func frames() -> [EvdevFrame] {
        var encoder = MultitouchEncoder(device: device)
        return encoder.encode(changes)
    }

    struct StatementError: Error { var message: String }

    private mutating func statement(_ words: [String]) throws {
        let verb = words[0]
        let positional = words.dropFirst().filter { !$0.contains("=") }
        var options: [String: String] = [:]
        for word in words.dropFirst() where word.contains("=") {
            let parts = word.split(separator: "=", maxSplits: 1)
            options[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        func need(_ count: Int, _ usage: String) throws -> [String] {
            guard positional.count == count else { throw StatementError(message: "usage: \(usage)") }
            return Array(positional)
        }
        let slot = try options["slot"].map { try Self.integer($0) } ?? 0
        let fingers = try options["fingers"].map { try Self.integer($0) } ?? 1
        let interval = max(try options["interval"].map { try Self.time($0) } ?? 10_000, 1_000)

        switch verb {
        case "down", "move":
            let a = try need(3, "\(verb) SLOT X Y")
            let point = (try coordinate(a[1], EvdevCode.absMtPositionX), try coordinate(a[2], EvdevCode.absMtPositionY))
            let kind: ContactChange.Kind = verb == "down" ? .down(x: point.0, y: point.1) : .move(x: point.0, y: point.1)
            changes.append(ContactChange(time: cursor, slot: try Self.integer(a[0]), kind: kind))
        case "up":
            let a = try need(1, "up SLOT")
            changes.append(ContactChange(time: cursor, slot: try Self.integer(a[0]), kind: .up))
        case "evdev":
            let a = try need(3, "evdev TYPE CODE VALUE")
            let event = EvdevEvent(type: try Self.eventType(a[0]), code: UInt16(try Self.integer(a[1])),
                                   value: Int32(try Self.integer(a[2])))
            changes.append(ContactChange(time: cursor, slot: 0, kind: .raw(event)))
        case "wait":
            cursor += try Self.time(try need(1, "wait TIME")[0])
        case "tap":
            let a = try need(2, "tap X Y [hold=TIME]")
            let hold = try options["hold"].map { try Self.time($0) } ?? 50_000
            try stroke(from: (a[0], a[1]), to: (a[0], a[1]), fingers: fingers, slot: slot, duration: hold,
                       interval: hold, spacing: options["spacing"])
        case "drag":
            let a = try need(4, "drag X1 Y1 X2 Y2 [fingers=N] [duration=TIME] [spacing=D]")
            let duration = try options["duration"].map { try Self.time($0) } ?? 300_000
            try stroke(from: (a[0], a[1]), to: (a[2], a[3]), fingers: fingers, slot: slot, duration: duration,
                       interval: interval, spacing: options["spacing"])
        case "pinch", "rotate":
            let a = verb == "pinch" ? try need(4, "pinch CX CY R1 R2 [rotate=DEG] [fingers=N] [duration=TIME]")
                                    : try need(4, "rotate CX CY R DEGREES [fingers=N] [duration=TIME]")
            let radii = verb == "pinch" ? (a[2], a[3]) : (a[2], a[2])
            let turn = verb == "pinch" ? try options["rotate"].map { try Self.number($0) } ?? 0 : try Self.number(a[3])
            let duration = try options["duration"].map { try Self.time($0) } ?? 400_000
            try circle(center: (a[0], a[1]), radii: radii, degrees: turn, fingers: options["fingers"] == nil ? 2 : fingers,
                       slot: slot, duration: duration, interval: interval)
        case "hold":
            let a = try need(2, "hold X Y [fingers=N] [duration=TIME]")
            let duration = try options["duration"].map { try Self.time($0) } ?? 600_000
            try stroke(from: (a[0], a[1]), to: (a[0], a[1]), fingers: fingers, slot: slot, duration: duration,
                       interval: duration, spacing: options["spacing"])
        default:
            throw StatementError(message: "unknown statement '\(verb)'")
        }
    }

    static func time(_ text: String) throws -> Int64 {
        let seconds = text.hasSuffix("s") && !text.hasSuffix("ms")
        let digits = seconds ? String(text.dropLast()) : text.hasSuffix("ms") ? String(text.dropLast(2)) : text
        let value = try number(digits)
        return Int64((value * (seconds ? 1_000_000 : 1_000)).rounded())
    }

    static func number(_ text: String) throws -> Double {
        guard let value = Double(text) else { throw StatementError(message: "bad number '\(text)'") }
        return value
    }

    static func eventType(_ text: String) throws -> UInt16 {
        let names = ["syn": EvdevCode.evSyn, "key": EvdevCode.evKey, "rel": EvdevCode.evRel, "abs": EvdevCode.evAbs,
                     "msc": EvdevCode.evMsc, "sw": EvdevCode.evSw]
        if let type = names[text] { return type }
        return UInt16(try integer(text))
    }

    static func integer(_ text: String) throws -> Int {
        let hex = text.hasPrefix("0x") ? Int(text.dropFirst(2), radix: 16) : nil
        if let hex { return hex }
        guard let value = Int(text) else { throw StatementError(message: "bad integer '\(text)'") }
        return value
    }
}
