import Foundation
import Testing
import TactileCore
import TactileStrokeRecognizer
import TactileStrokes

/// `tactile learn`'s parts: strokes from recorded input, multistroke grouping, storing a set.
@Suite struct RecordedStrokesTests {
    private func touch(_ t: Double, _ action: TouchAction, _ id: Int, _ x: Double? = nil, _ y: Double? = nil) -> TimedInput {
        let location = x.map { Point(x: $0, y: y!) }
        return TimedInput(time: t, event: .touch(TouchInput(action: action, id: id, location: location)))
    }

    @Test func eachFingersDownToUpIsOneStroke() {
        let input = [
            touch(0, .down, 1, 10, 10), touch(16, .move, 1, 20, 10), touch(16, .down, 2, 100, 100),
            touch(32, .move, 2, 110, 100), touch(32, .up, 1, 30, 12), touch(48, .move, 2, 110, 100),
            touch(64, .up, 2), touch(80, .down, 3, 0, 0), touch(96, .cancel, 3), touch(100, .down, 4, 5, 5),
        ]
        let strokes = RecordedStrokes.strokes(in: input)
        #expect(strokes.map(\.stroke) == [Stroke([(10, 10), (20, 10), (30, 12)]), Stroke([(100, 100), (110, 100)])])
        #expect(strokes.map(\.down) == [0, 16] && strokes.map(\.up) == [32, 64])
    }

    @Test func closeStrokesFormOneMultistrokeSample() {
        let input = [
            touch(0, .down, 1, 0, 0), touch(100, .up, 1, 100, 100),
            touch(400, .down, 1, 100, 0), touch(500, .up, 1, 0, 100),      // 300 ms later: same "X"
            touch(2000, .down, 1, 0, 0), touch(2100, .up, 1, 50, 0),       // much later: a new sample
        ]
        let samples = RecordedStrokes.samples(RecordedStrokes.strokes(in: input), gap: 500)
        #expect(samples.map(\.count) == [2, 1])
    }

    @Test func learningReplacesOrAppendsExamplesOfOneName() throws {
        let dir = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let env = ["XDG_DATA_HOME": dir]
        let learning = try TemplateLearning(set: "user", environment: env)
        #expect(learning.file == dir + "/tactile/strokes/user.json")
        let a = [Stroke([(0, 0), (10, 10)])], b = [Stroke([(0, 0), (10, 0)])]
        try learning.store(name: "check", samples: [a, a], append: false)
        try learning.store(name: "circle", samples: [b], append: false)
        try learning.store(name: "check", samples: [b], append: true)
        var set = try TemplateSet(json: Data(contentsOf: URL(fileURLWithPath: learning.file)))
        #expect(set.templates.map(\.name) == ["check", "check", "circle", "check"])
        set = try learning.store(name: "check", samples: [b], append: false)
        #expect(set.templates.map(\.name) == ["circle", "check"])
        #expect(throws: LearningError.self) { try TemplateLearning(set: "default", environment: env) }
    }
}
