import Foundation
import Testing
import TactileStrokes

@Suite struct TemplateSetTests {
    @Test func jsonRoundTripsExactly() throws {
        let (set, _) = Fixtures.split(try Fixtures.unistrokes() + Fixtures.multistrokes(), perClass: 1)
        let decoded = try TemplateSet(json: set.jsonData())
        #expect(decoded == set)
        #expect(decoded.names == set.names)
    }

    @Test func pointsAreStoredAsCompactPairs() throws {
        let set = TemplateSet(templates: [StrokeTemplate(name: "dot", strokes: [Stroke([(1, 2.5)])])])
        let text = String(decoding: try set.jsonData(), as: UTF8.self)
        #expect(text.contains("2.5"))
        #expect(!text.contains("\"x\""))
    }

    /// The committed default set (config/strokes/default.json) loads and recognizes real samples.
    @Test func committedDefaultSetRecognizesOtherSubjectsSamples() throws {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = packageRoot.appendingPathComponent("config/strokes/default.json")
        let set = try TemplateSet(json: Data(contentsOf: file))
        #expect(Set(set.names) == ["check", "circle", "triangle", "star", "pigtail", "caret", "v", "arrow"])
        let recognizer = DollarOneRecognizer(templates: set)
        let samples = try Fixtures.unistrokes()
        let correct = samples.filter { recognizer.recognize($0.strokes)?.name == $0.name }.count
        #expect(Double(correct) / Double(samples.count) >= 0.9, Comment(rawValue: "\(correct)/\(samples.count)"))
    }
}
