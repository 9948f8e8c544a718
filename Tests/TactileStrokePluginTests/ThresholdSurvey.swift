import Foundation
import Testing
import TactileStrokeRecognizer
import TactileStrokes

/// The measurement behind the default `threshold` (docs/strokes.md, "Choosing the threshold"):
/// the default set's best scores for strokes it should accept and strokes it should reject.
///
/// - should accept: the $1 dataset's samples of the eight default shapes by every subject but
///   s03 (whose examples are the templates) and the pilot s01, all speeds: 2,400 strokes;
/// - should reject: the same subjects' samples of the dataset's eight other shapes (rectangle,
///   x, brackets, braces, delete mark, question mark): 2,400 strokes, plus straight lines in
///   eight directions and three lengths, drawn exactly and with a ±2-point wobble.
///
/// It reads the whole dataset and runs for about a minute in a debug build, so it runs only
/// when `TACTILE_STROKE_SURVEY=1` and the dataset is beside the repository; it prints one line
/// per method and threshold.
@Suite struct ThresholdSurvey {
    static let enabled = ProcessInfo.processInfo.environment["TACTILE_STROKE_SURVEY"] == "1" && TestPaths.dollarOneDataset != nil

    private struct Outcome {
        var inSet: Bool
        var correct: Bool
        var score: Double
    }

    static func lines() -> [[Stroke]] {
        var lines: [[Stroke]] = []
        for direction in 0..<8 {
            let angle = Double(direction) * .pi / 4
            for length in [60.0, 150.0, 300.0] {
                for wobble in [0.0, 2.0] {
                    let points = (0...30).map { i -> (Double, Double) in
                        let d = length * Double(i) / 30, w = wobble * (i % 2 == 0 ? 1 : -1)
                        return (200 + d * cos(angle) - w * sin(angle), 200 + d * sin(angle) + w * cos(angle))
                    }
                    lines.append([Stroke(points)])
                }
            }
        }
        return lines
    }

    @Test(.enabled(if: enabled)) func defaultSetScores() throws {
        let defaults = try TemplateSet(json: Data(DefaultStrokeTemplates.json.utf8))
        let names = Set(defaults.names)
        let groups = try GestureLog.readTree(TestPaths.dollarOneDataset!)
        let samples = groups.filter { !$0.key.hasPrefix("s01") && !$0.key.hasPrefix("s03") }.values.flatMap { $0 }
        let matchers: [(String, any StrokeRecognizer)] = [
            ("dollar1", DollarOneRecognizer(templates: defaults)),
            ("dollar1 rotationSensitive", DollarOneRecognizer(templates: defaults, options: .init(rotationSensitive: true))),
            ("pointcloud", PointCloudRecognizer(templates: defaults)),
        ]
        for (method, matcher) in matchers {
            let outcomes = samples.map { s -> Outcome in
                let m = matcher.recognize(s.strokes)
                return Outcome(inSet: names.contains(s.name), correct: m?.name == s.name, score: m?.score ?? 0)
            }
            let lineScores = Self.lines().map { matcher.recognize($0)?.score ?? 0 }
            let inSet = outcomes.filter(\.inSet), outOfSet = outcomes.filter { !$0.inSet }
            print("\(method): \(inSet.count) in-set, \(outOfSet.count) out-of-set strokes, \(lineScores.count) lines; best line score \(lineScores.max()!)")
            for t in stride(from: 0.70, through: 0.921, by: 0.02) {
                let accepted = Double(inSet.filter { $0.correct && $0.score >= t }.count) / Double(inSet.count)
                let wrong = Double(inSet.filter { !$0.correct && $0.score >= t }.count) / Double(inSet.count)
                let foreign = Double(outOfSet.filter { $0.score >= t }.count) / Double(outOfSet.count)
                let line = Double(lineScores.filter { $0 >= t }.count) / Double(lineScores.count)
                print(String(format: "  threshold=%.2f accepted=%.4f misrecognized=%.4f otherShapesAccepted=%.4f linesAccepted=%.4f", t, accepted, wrong, foreign, line))
            }
        }
    }
}
