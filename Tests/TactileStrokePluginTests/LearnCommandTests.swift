import Foundation
import Testing

/// `tactile learn` as a user runs it: examples learned from scenario files into
/// `$XDG_DATA_HOME/tactile/strokes/user.json`, then recognized by a scene naming that set.
@Suite struct LearnCommandTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    private func tactile(_ arguments: [String], data: String) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestPaths.buildDirectory + "/tactile")
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": data, "XDG_DATA_HOME": data]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile(), err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                   errors: String(decoding: err, as: UTF8.self))
    }

    private func scenario(_ name: String) -> String {
        StrokeScenarioTests.folder.appendingPathComponent(name).path
    }

    @Test func learnedShapesAreRecognizedFromTheUserSet() throws {
        let data = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        var run = try tactile(["learn", "check", "--from", scenario("recognize-check-s07-medium-01.yaml")], data: data)
        #expect(run.status == 0 && run.output.contains("check: 1 example learned, 1 in \(data)/tactile/strokes/user.json"), "\(run)")
        run = try tactile(["learn", "check", "--append", "--from", scenario("recognize-check-s07-medium-01.yaml")], data: data)
        #expect(run.status == 0 && run.output.contains("2 in"), "\(run)")
        run = try tactile(["learn", "circle", "--from", scenario("recognize-circle-s07-medium-01.yaml")], data: data)
        #expect(run.status == 0, "\(run)")
        run = try tactile(["learn", "check", "--from", scenario("recognize-check-s07-medium-01.yaml")], data: data)
        #expect(run.status == 0 && run.output.contains("check: 1 example learned, 1 in"), "replaces: \(run)")

        // A check by another subject (s10), never learned, recognized at the default threshold
        // against the set learned from s07's strokes.
        let original = try String(contentsOfFile: scenario("recognize-check-s10-fast-02.yaml"), encoding: .utf8)
        let text = original.replacingOccurrences(of: "type: stroke, threshold: 0.8}", with: "type: stroke, templates: user}")
        #expect(text != original)
        let file = data + "/check.yaml"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        run = try tactile(["test", file], data: data)
        #expect(run.status == 0 && run.output.hasPrefix("ok"), "\(run)")
        run = try tactile(["replay", file], data: data)
        #expect(run.output.contains(#""name":"check""#), "\(run)")
    }

    @Test func errorsAreReported() throws {
        let data = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let check = scenario("recognize-check-s07-medium-01.yaml")
        var run = try tactile(["learn", "check", "--set", "default", "--from", check], data: data)
        #expect(run.status == 1 && run.errors.contains("built in"), "\(run)")
        run = try tactile(["learn", "check", "--from", data + "/missing.yaml"], data: data)
        #expect(run.status == 2, "\(run)")
        // A scene naming a set that does not exist is rejected before anything runs.
        let bad = try String(contentsOfFile: check, encoding: .utf8)
            .replacingOccurrences(of: "threshold: 0.8}", with: "templates: nosuchset}")
        try bad.write(toFile: data + "/bad.yaml", atomically: true, encoding: .utf8)
        run = try tactile(["replay", data + "/bad.yaml"], data: data)
        #expect(run.status == 2 && run.errors.contains("templates: no template set at \(data)/tactile/strokes/nosuchset.json"), "\(run)")
    }

    @Test func multistrokeExamplesJoinCloseStrokes() throws {
        let data = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        // An "X" in two strokes 200 ms apart, then a lone stroke 2 s later.
        let file = data + "/x.yaml"
        try """
            scene: {windows: [{id: W, frame: [0, 0, 400, 400]}]}
            input:
              - {t: 0, touch: down, id: 1, x: 10, y: 10}
              - {t: 50, touch: move, id: 1, x: 60, y: 60}
              - {t: 100, touch: up, id: 1, x: 110, y: 110}
              - {t: 300, touch: down, id: 1, x: 110, y: 10}
              - {t: 400, touch: up, id: 1, x: 10, y: 110}
              - {t: 2400, touch: down, id: 1, x: 10, y: 10}
              - {t: 2500, touch: up, id: 1, x: 110, y: 10}
            """.write(toFile: file, atomically: true, encoding: .utf8)
        var run = try tactile(["learn", "x", "--multistroke", "--from", file], data: data)
        #expect(run.status == 0 && run.output.contains("x: 2 examples learned"), "\(run)")
        run = try tactile(["learn", "x", "--from", file], data: data)
        #expect(run.status == 0 && run.output.contains("x: 3 examples learned, 3 in"), "\(run)")
    }
}
