import TactileCore

/// The overlay's `touch` record (docs/overlay.md): one per touch input the daemon hands to the
/// engine, before that cycle's engine records, so subscribers see where the fingers are.
/// `{"t","kind":"touch","id","phase","x","y","radius"?}`.
struct TouchRecord {
    var time: Milliseconds
    var id: Int
    var action: TouchAction
    var location: Point
    var radius: Double?

    var phase: String {
        switch action {
        case .down: "began"
        case .move: "moved"
        case .up: "ended"
        case .cancel: "cancelled"
        }
    }

    var jsonLine: String {
        var members: [(key: String, value: JSONValue)] = [
            ("t", .number(time)), ("kind", "touch"), ("id", .number(Double(id))), ("phase", .string(phase)),
            ("x", .number(location.x)), ("y", .number(location.y)),
        ]
        if let radius { members.append(("radius", .number(radius))) }
        return JSONValue.object(members).text
    }
}
