import Foundation

/// How multi-finger statements become finger changes: straight strokes, circles (pinch and
/// rotate), and the sampling of both into frames; plus coordinates in units or percent.
extension GestureScript {
    /// Fingers in a row (horizontally `spacing` apart) moving together in a straight line.
    mutating func stroke(from start: (String, String), to end: (String, String), fingers: Int, slot: Int,
                                 duration: Int64, interval: Int64, spacing: String?) throws {
        let x0 = Double(try coordinate(start.0, EvdevCode.absMtPositionX))
        let y0 = Double(try coordinate(start.1, EvdevCode.absMtPositionY))
        let x1 = Double(try coordinate(end.0, EvdevCode.absMtPositionX))
        let y1 = Double(try coordinate(end.1, EvdevCode.absMtPositionY))
        let gap = Double(try spacing.map { try length($0, EvdevCode.absMtPositionX) } ?? defaultSpacing)
        try path(fingers: fingers, slot: slot, duration: duration, interval: interval) { progress, finger in
            let offset = (Double(finger) - Double(fingers - 1) / 2) * gap
            return (x0 + (x1 - x0) * progress + offset, y0 + (y1 - y0) * progress)
        }
    }

    /// Fingers evenly spread on a circle whose radius and angle change linearly.
    mutating func circle(center: (String, String), radii: (String, String), degrees: Double, fingers: Int,
                                 slot: Int, duration: Int64, interval: Int64) throws {
        let cx = Double(try coordinate(center.0, EvdevCode.absMtPositionX))
        let cy = Double(try coordinate(center.1, EvdevCode.absMtPositionY))
        let r0 = Double(try length(radii.0, EvdevCode.absMtPositionX))
        let r1 = Double(try length(radii.1, EvdevCode.absMtPositionX))
        try path(fingers: fingers, slot: slot, duration: duration, interval: interval) { progress, finger in
            let radius = r0 + (r1 - r0) * progress
            let angle = (Double(finger) / Double(fingers) * 360 + degrees * progress) * Double.pi / 180
            return (cx + radius * cos(angle), cy + radius * sin(angle))
        }
    }

    /// Puts `fingers` down at progress 0, moves them every `interval`, lifts them at `duration`.
    mutating func path(fingers: Int, slot: Int, duration: Int64, interval: Int64,
                               position: (Double, Int) -> (Double, Double)) throws {
        guard fingers >= 1 else { throw StatementError(message: "fingers must be at least 1") }
        let start = cursor
        func emit(_ time: Int64, _ progress: Double, down: Bool) {
            for finger in 0..<fingers {
                let (x, y) = position(progress, finger)
                let point = (clamp(x, EvdevCode.absMtPositionX), clamp(y, EvdevCode.absMtPositionY))
                let kind: ContactChange.Kind = down ? .down(x: point.0, y: point.1) : .move(x: point.0, y: point.1)
                changes.append(ContactChange(time: time, slot: slot + finger, kind: kind))
            }
        }
        emit(start, 0, down: true)
        // Stationary fingers (tap, hold) send nothing between down and up; moving ones send a
        // frame every interval, reach the end point at `duration` and lift one interval later,
        // so the last position is not hidden in the lift frame.
        var lift = start + max(duration, 1_000)
        if interval < duration {
            var elapsed = interval
            while elapsed < duration {
                emit(start + elapsed, Double(elapsed) / Double(duration), down: false)
                elapsed += interval
            }
            emit(start + duration, 1, down: false)
            lift = start + duration + interval
        }
        for finger in 0..<fingers {
            changes.append(ContactChange(time: lift, slot: slot + finger, kind: .up))
        }
        cursor = lift
    }

    var defaultSpacing: Int32 {
        guard let axis = axis(EvdevCode.absMtPositionX) else { return 100 }
        return (axis.maximum - axis.minimum) / 10
    }

    /// The multitouch axis, or the single-touch one for devices without multitouch.
    func axis(_ code: UInt16) -> AbsoluteAxis? {
        device.axes[code] ?? device.axes[code == EvdevCode.absMtPositionX ? EvdevCode.absX : EvdevCode.absY]
    }

    func coordinate(_ text: String, _ code: UInt16) throws -> Int32 {
        guard text.hasSuffix("%") else { return Int32(try Self.number(text).rounded()) }
        guard let axis = axis(code) else { throw StatementError(message: "device has no axis for '\(text)'") }
        let fraction = try Self.number(String(text.dropLast())) / 100
        return axis.minimum + Int32((Double(axis.maximum - axis.minimum) * fraction).rounded())
    }

    func length(_ text: String, _ code: UInt16) throws -> Int32 {
        guard text.hasSuffix("%") else { return Int32(try Self.number(text).rounded()) }
        guard let axis = axis(code) else { throw StatementError(message: "device has no axis for '\(text)'") }
        return Int32((Double(axis.maximum - axis.minimum) * (try Self.number(String(text.dropLast())) / 100)).rounded())
    }

    func clamp(_ value: Double, _ code: UInt16) -> Int32 {
        let rounded = Int32(value.rounded())
        guard let axis = axis(code) else { return rounded }
        return min(max(rounded, axis.minimum), axis.maximum)
    }
}
