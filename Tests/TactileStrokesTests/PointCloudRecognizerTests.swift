import Testing
import TactileStrokes

@Suite struct PointCloudRecognizerTests {
    @Test func templatesRecognizeHeldOutMultistrokes() throws {
        let (templates, heldOut) = Fixtures.split(try Fixtures.multistrokes(), perClass: 1)
        let recognizer = PointCloudRecognizer(templates: templates)
        #expect(heldOut.count == 10)
        for sample in heldOut {
            let match = try #require(recognizer.recognize(sample.strokes))
            #expect(match.score > 0.8, Comment(rawValue: "\(sample.name) scored \(match.score)"))
        }
        // H-03 of this subject is sloppy (crossbar first, right bar slanted) and looks more like
        // that subject's N than like H-01: a genuine $P confusion, so one miss is tolerated.
        let misses = Fixtures.leaveOneOutMisses(try Fixtures.multistrokes()) { PointCloudRecognizer(templates: $0) }
        #expect(misses.count <= 1, Comment(rawValue: "\(misses)"))
    }

    @Test func strokeOrderAndDirectionDoNotMatter() throws {
        let samples = try Fixtures.multistrokes()
        let recognizer = PointCloudRecognizer(templates: TemplateSet(templates: samples.map(\.template)))
        for sample in samples {
            let redrawn = sample.strokes.reversed().map { Stroke(points: $0.points.reversed()) }
            let match = try #require(recognizer.recognize(redrawn))
            #expect(match.name == sample.name)
            #expect(match.score > 0.95, Comment(rawValue: "\(sample.name) redrawn scored \(match.score)"))
        }
    }

    @Test func speedupsChangeNoResult() throws {
        let samples = try Fixtures.multistrokes()
        let (templates, heldOut) = Fixtures.split(samples, perClass: 2)
        var plainOptions = PointCloudRecognizer.Options()
        plainOptions.earlyAbandoning = false
        plainOptions.lowerBoundPruning = false
        let fast = PointCloudRecognizer(templates: templates)
        let plain = PointCloudRecognizer(templates: templates, options: plainOptions)
        for sample in heldOut + samples {
            #expect(fast.recognize(sample.strokes) == plain.recognize(sample.strokes))
        }
    }

    @Test func straightLineIsRejectedBelowThreshold() throws {
        let recognizer = PointCloudRecognizer(templates: Fixtures.split(try Fixtures.multistrokes(), perClass: 3).0)
        let line = Stroke(points: (0..<40).map { i in StrokePoint(x: Double(i) * 5, y: Double(i) * 0.8) })
        let match = try #require(recognizer.recognize([line]))
        #expect(match.score < 0.8, Comment(rawValue: "a line matched \(match.name) at \(match.score)"))
    }
}
