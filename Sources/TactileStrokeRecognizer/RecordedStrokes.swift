import TactileCore
import TactileStrokes

/// The strokes in recorded touch input (a scenario's or a recording's `input:`), for
/// `tactile learn`: each finger's down … up is one stroke, in global points. Cancelled
/// touches are dropped, since the system took them away mid-shape.
public enum RecordedStrokes {
    /// A finger's stroke with the times it touched down and lifted.
    public struct TimedStroke: Hashable, Sendable {
        public var stroke: Stroke
        public var down: Milliseconds
        public var up: Milliseconds
    }

    /// Every completed stroke, in the order the fingers lifted.
    public static func strokes(in input: [TimedInput]) -> [TimedStroke] {
        var open: [Int: TimedStroke] = [:]
        var done: [TimedStroke] = []
        for line in input {
            guard case .touch(let touch) = line.event else { continue }
            switch touch.action {
            case .down:
                open[touch.id] = TimedStroke(stroke: Stroke(points: []), down: line.time, up: line.time)
                append(touch.location, to: touch.id, in: &open)
            case .move:
                append(touch.location, to: touch.id, in: &open)
            case .up:
                append(touch.location, to: touch.id, in: &open)
                if var stroke = open.removeValue(forKey: touch.id) {
                    stroke.up = line.time
                    done.append(stroke)
                }
            case .cancel:
                open[touch.id] = nil
            }
        }
        return done
    }

    /// Groups strokes into multistroke samples: a stroke joins the sample before it when its
    /// finger touched down at most `gap` ms after that sample's last lift (or while it was
    /// still down), as when writing an "X" or an arrow in several strokes.
    public static func samples(_ strokes: [TimedStroke], gap: Milliseconds) -> [[Stroke]] {
        var samples: [[Stroke]] = []
        var lastUp = -Double.infinity
        for s in strokes.sorted(by: { $0.down < $1.down }) {
            if !samples.isEmpty, s.down - lastUp <= gap {
                samples[samples.count - 1].append(s.stroke)
                lastUp = max(lastUp, s.up)
            } else {
                samples.append([s.stroke])
                lastUp = s.up
            }
        }
        return samples
    }

    private static func append(_ location: Point?, to id: Int, in open: inout [Int: TimedStroke]) {
        guard let location, open[id] != nil else { return }
        let p = StrokePoint(x: location.x, y: location.y)
        if open[id]!.stroke.points.last != p { open[id]!.stroke.points.append(p) }
    }
}
