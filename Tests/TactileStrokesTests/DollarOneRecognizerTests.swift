import Testing
import TactileStrokes

@Suite struct DollarOneRecognizerTests {
    @Test func templatesRecognizeHeldOutSamplesOfTheirClass() throws {
        let (templates, heldOut) = Fixtures.split(try Fixtures.unistrokes(), perClass: 2)
        let recognizer = DollarOneRecognizer(templates: templates)
        #expect(heldOut.count == 8)
        for sample in heldOut {
            let match = try #require(recognizer.recognize(sample.strokes))
            #expect(match.name == sample.name)
            #expect(match.score > 0.8, Comment(rawValue: "\(sample.name) scored \(match.score)"))
        }
    }

    @Test func leaveOneOutRecognizesEverySample() throws {
        let misses = Fixtures.leaveOneOutMisses(try Fixtures.unistrokes()) { DollarOneRecognizer(templates: $0) }
        #expect(misses.isEmpty, Comment(rawValue: "\(misses)"))
    }

    /// Not exactly 1: golden-section search stops within 2° of the best angle, not on it.
    @Test func identicalShapeScoresNearlyOne() throws {
        let sample = try #require(try Fixtures.unistrokes().first)
        let recognizer = DollarOneRecognizer(templates: TemplateSet(templates: [sample.template]))
        let match = try #require(recognizer.recognize(sample.strokes))
        #expect(match.score > 0.995)
    }

    @Test func straightLineIsRejectedBelowThreshold() throws {
        let (templates, _) = Fixtures.split(try Fixtures.unistrokes(), perClass: 3)
        let recognizer = DollarOneRecognizer(templates: templates)
        // A slightly slanted, slightly wobbly line: no default gesture looks like it.
        let line = Stroke(points: (0..<40).map { i in
            let wobble: Double = i % 2 == 0 ? 0.5 : -0.5
            return StrokePoint(x: Double(i) * 5, y: Double(i) * 0.8 + wobble)
        })
        let match = try #require(recognizer.recognize([line]))
        #expect(match.score < 0.8, Comment(rawValue: "a line matched \(match.name) at \(match.score)"))
    }

    @Test func rotationSensitivityDistinguishesARotatedShape() throws {
        let carets = try Fixtures.unistrokes().filter { $0.name == "caret" }
        // "<" is a caret turned a quarter to the left: the same shape, another meaning.
        var templates = TemplateSet()
        templates.add(name: "caret", strokes: carets[0].strokes)
        templates.add(name: "less_than", strokes: Shapes.rotated(carets[0].strokes, degrees: -90))
        let upright = carets[1].strokes
        let turned = Shapes.rotated(carets[1].strokes, degrees: -90)

        let sensitive = DollarOneRecognizer(templates: templates, options: .init(rotationSensitive: true))
        #expect(sensitive.recognize(upright)?.name == "caret")
        #expect(sensitive.recognize(turned)?.name == "less_than")

        // Rotation-invariant matching cannot tell them apart: both score the same.
        let invariant = DollarOneRecognizer(templates: templates)
        let a = try #require(invariant.recognize(upright)), b = try #require(invariant.recognize(turned))
        #expect(abs(a.score - b.score) < 0.01)
    }

    @Test func noTemplatesOrNoPointsGiveNoMatch() {
        #expect(DollarOneRecognizer().recognize([Stroke([(0, 0), (10, 10)])]) == nil)
        let recognizer = DollarOneRecognizer(templates: TemplateSet(templates: [
            StrokeTemplate(name: "x", strokes: [Stroke([(0, 0), (10, 10)])]),
        ]))
        #expect(recognizer.recognize([]) == nil)
    }
}
