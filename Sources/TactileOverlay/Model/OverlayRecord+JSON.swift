import Foundation

extension OverlayRecord {
    /// Why a log line could not be read.
    public struct ParseError: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// The action fields shown next to a recognized gesture, in display order. `location` and
    /// `numberOfTouches` are left out: the label already sits at the gesture, and velocity is
    /// noise at a glance.
    static let displayedValueNames = ["scale", "rotation", "translation", "direction"]

    /// Reads one JSON line of the log. Blank lines and unknown kinds are not errors: unknown kinds
    /// come back as `.ignored` so that a newer engine can add kinds without breaking the overlay.
    public init(jsonLine line: Substring) throws {
        guard let data = line.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { throw ParseError(description: "not a JSON object: \(line.prefix(80))") }
        guard let time = (object["t"] as? NSNumber)?.doubleValue else {
            throw ParseError(description: "record without a numeric t: \(line.prefix(80))")
        }
        guard let kind = object["kind"] as? String else {
            throw ParseError(description: "record without a kind: \(line.prefix(80))")
        }
        self.init(time: time, kind: try Self.kind(named: kind, in: object))
    }

    private static func kind(named kind: String, in object: [String: Any]) throws -> Kind {
        func string(_ key: String) throws -> String {
            guard let value = object[key] as? String else {
                throw ParseError(description: "\(kind) record without \(key)")
            }
            return value
        }
        func number(_ key: String) -> Double? { (object[key] as? NSNumber)?.doubleValue }

        switch kind {
        case "touch":
            guard let id = (object["id"] as? NSNumber)?.intValue else {
                throw ParseError(description: "touch record without id")
            }
            guard let phase = TouchPhase(rawValue: try string("phase")) else {
                throw ParseError(description: "touch record with unknown phase \(object["phase"] ?? "")")
            }
            guard let x = number("x"), let y = number("y") else {
                throw ParseError(description: "touch record without x and y")
            }
            return .touch(id: id, phase: phase, location: OverlayPoint(x: x, y: y), radius: number("radius"))
        case "feed":
            let touches = (object["touches"] as? [NSNumber])?.map(\.intValue) ?? []
            return .feed(recognizer: try string("recognizer"), call: try string("call"), touches: touches)
        case "state":
            return .state(recognizer: try string("recognizer"), from: try string("from"), to: try string("to"))
        case "action":
            let location = (object["location"] as? [NSNumber]).flatMap { pair in
                pair.count == 2 ? OverlayPoint(x: pair[0].doubleValue, y: pair[1].doubleValue) : nil
            }
            let values = displayedValueNames.compactMap { name in
                object[name].flatMap { formatted($0, as: name) }.map { GestureValue(name: name, text: $0) }
            }
            return .action(recognizer: try string("recognizer"), state: try string("state"),
                           location: location, values: values)
        case "reset":
            return .reset(recognizer: try string("recognizer"))
        default:
            return .ignored(kind: kind)
        }
    }

    /// Formats an action value for a label: rotations in degrees (the log has radians), numbers
    /// with two decimals, vectors as pairs.
    static func formatted(_ value: Any, as name: String) -> String? {
        if let text = value as? String { return text }
        if let pair = value as? [NSNumber], pair.count == 2 {
            return "(\(Self.decimal(pair[0].doubleValue, places: 0)), \(Self.decimal(pair[1].doubleValue, places: 0)))"
        }
        if let number = (value as? NSNumber)?.doubleValue {
            return name == "rotation" ? "\(Self.decimal(number * 180 / .pi, places: 0))°" : Self.decimal(number, places: 2)
        }
        return nil
    }

    private static func decimal(_ value: Double, places: Int) -> String {
        String(format: "%.\(places)f", value)
    }
}

/// Reads a whole JSON-lines log, skipping blank lines.
public func parseOverlayLog(_ text: String) throws -> [OverlayRecord] {
    try text.split(whereSeparator: \.isNewline)
        .filter { !$0.allSatisfy(\.isWhitespace) }
        .map { try OverlayRecord(jsonLine: $0) }
}
