import Foundation
import Testing
import TactileStrokes

/// Real gesture logs bundled with the tests (see Fixtures/README.md).
enum Fixtures {
    static func samples(_ subdirectory: String) throws -> [GestureSample] {
        let root = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let groups = try GestureLog.readTree(root.appendingPathComponent(subdirectory).path)
        return groups.keys.sorted().flatMap { groups[$0]! }
    }

    /// $1 logs of subject s05 at medium speed: 8 gestures × 3 repetitions, in repetition order.
    static func unistrokes() throws -> [GestureSample] { try samples("dollar1") }

    /// MMG multistroke logs of subject 98 (stylus, medium): 5 gestures × 3 repetitions.
    static func multistrokes() throws -> [GestureSample] { try samples("mmg") }

    /// Leave-one-out: each sample is recognized against all the *other* samples as templates.
    /// Returns the samples whose recognized class was wrong.
    static func leaveOneOutMisses(
        _ samples: [GestureSample], recognizer make: (TemplateSet) -> any StrokeRecognizer
    ) -> [String] {
        samples.indices.compactMap { i in
            let others = samples.indices.filter { $0 != i }.map { samples[$0].template }
            let match = make(TemplateSet(templates: others)).recognize(samples[i].strokes)
            return match?.name == samples[i].name ? nil : "\(samples[i].name) #\(i) → \(match?.name ?? "nil")"
        }
    }

    /// Splits samples into templates (the first `perClass` of every class) and the held-out rest.
    static func split(_ samples: [GestureSample], perClass: Int) -> (TemplateSet, [GestureSample]) {
        var set = TemplateSet()
        var heldOut: [GestureSample] = []
        var used: [String: Int] = [:]
        for sample in samples {
            if used[sample.name, default: 0] < perClass {
                set.add(name: sample.name, strokes: sample.strokes)
                used[sample.name, default: 0] += 1
            } else {
                heldOut.append(sample)
            }
        }
        return (set, heldOut)
    }
}

/// Geometry helpers for assertions.
enum Shapes {
    static func rotated(_ strokes: [Stroke], degrees: Double) -> [Stroke] {
        let r = degrees * Double.pi / 180
        let (c, s) = (cos(r), sin(r))
        return strokes.map { stroke in
            Stroke(points: stroke.points.map { StrokePoint(x: $0.x * c - $0.y * s, y: $0.x * s + $0.y * c) })
        }
    }

    static func centroid(_ points: [StrokePoint]) -> StrokePoint {
        let n = Double(points.count)
        return StrokePoint(
            x: points.reduce(0) { $0 + $1.x } / n, y: points.reduce(0) { $0 + $1.y } / n)
    }

    static func extent(_ points: [StrokePoint]) -> (width: Double, height: Double) {
        let xs = points.map(\.x), ys = points.map(\.y)
        return (xs.max()! - xs.min()!, ys.max()! - ys.min()!)
    }
}
