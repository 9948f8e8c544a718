import Foundation
import Testing
import TactileCore
import TactileEngine
import TactilePlugins
import TactileStrokeRecognizer
import TactileStrokes

/// The `stroke` type's parameters, through the plugin's entry registered in-process: defaults,
/// template lookup, and every invalid value rejected with an error naming its key.
@Suite struct StrokeParameterTests {
    private func make(_ parameters: [String: ParameterValue]) throws(ParameterError) {
        var registry = RecognizerTypeRegistry()
        let plugin = BuiltInPlugin(label: "stroke", entry: StrokePlugin.entry)
        _ = try? plugin.register(into: &registry)
        let entries = parameters.sorted { $0.key < $1.key }.map { ParameterValue.MapEntry(key: $0.key, value: $0.value) }
        _ = try registry.type(named: "stroke")!.make(entries)
    }

    private func rejectedKey(_ parameters: [String: ParameterValue]) -> String? {
        do {
            try make(parameters)
            return nil
        } catch {
            return error.key
        }
    }

    @Test func declaresItsParametersWithDefaults() throws {
        var registry = RecognizerTypeRegistry()
        let plugin = try BuiltInPlugin(label: "stroke", entry: StrokePlugin.entry).register(into: &registry)
        #expect(plugin.name == "stroke" && plugin.file == nil)
        let type = try #require(registry.type(named: "stroke"))
        #expect(type.kind == .discrete)
        #expect(type.parameters.map(\.name) == ["templates", "method", "threshold", "rotationSensitive", "names", "minimumLength"])
        #expect(type.parameters.first { $0.name == "threshold" }?.defaultValue == .number(0.88))
    }

    @Test func validParametersAreAccepted() throws {
        try make([:])
        try make(["templates": .string("default"), "method": .string("pointcloud"), "threshold": .number(0.9),
                  "rotationSensitive": .bool(true), "names": .list([.string("check"), .string("circle")]),
                  "minimumLength": .number(0)])
        try make(["names": .string("star")])
    }

    @Test func invalidParametersNameTheirKey() throws {
        #expect(rejectedKey(["templates": .string("/nonexistent/strokes.json")]) == "templates")
        #expect(rejectedKey(["templates": .number(3)]) == "templates")
        #expect(rejectedKey(["method": .string("dollar2")]) == "method")
        #expect(rejectedKey(["threshold": .number(1.5)]) == "threshold")
        #expect(rejectedKey(["threshold": .number(-0.1)]) == "threshold")
        #expect(rejectedKey(["rotationSensitive": .string("yes")]) == "rotationSensitive")
        #expect(rejectedKey(["names": .list([.string("check"), .string("zigzag")])]) == "names")
        #expect(rejectedKey(["minimumLength": .number(-1)]) == "minimumLength")
        #expect(rejectedKey(["speed": .number(1)]) == "speed")
    }

    @Test func malformedOrEmptySetsAreRejected() throws {
        let dir = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "not json".write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
        try TemplateSet().jsonData().write(to: URL(fileURLWithPath: dir + "/empty.json"))
        #expect(rejectedKey(["templates": .string(dir + "/bad.json")]) == "templates")
        #expect(rejectedKey(["templates": .string(dir + "/empty.json")]) == "templates")
    }

    @Test func aSetFileIsUsedAsIs() throws {
        let dir = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var set = TemplateSet()
        set.add(name: "zigzag", strokes: [Stroke([(0, 0), (50, 50), (100, 0), (150, 50)])])
        try set.jsonData().write(to: URL(fileURLWithPath: dir + "/mine.json"))
        try make(["templates": .string(dir + "/mine.json"), "names": .string("zigzag")])
        #expect(rejectedKey(["templates": .string(dir + "/mine.json"), "names": .string("check")]) == "names")
    }

    @Test func templateNamesResolveUnderXDGDataHome() {
        #expect(StrokeTemplateLocation("default") == .builtInDefault)
        #expect(StrokeTemplateLocation("user", environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"]) == .file("/d/tactile/strokes/user.json"))
        #expect(StrokeTemplateLocation("user", environment: ["XDG_DATA_HOME": "", "HOME": "/h"]) == .file("/h/.local/share/tactile/strokes/user.json"))
        #expect(StrokeTemplateLocation("user", environment: ["HOME": "/h"]) == .file("/h/.local/share/tactile/strokes/user.json"))
        #expect(StrokeTemplateLocation("./shapes.json", environment: [:]) == .file("./shapes.json"))
        #expect(StrokeTemplateLocation("shapes.json", environment: [:]) == .file("shapes.json"))
        #expect(StrokeTemplateLocation("/etc/shapes", environment: [:]) == .file("/etc/shapes"))
    }

    /// The embedded set is config/strokes/default.json, byte for byte (scripts/embed-default-strokes).
    @Test func embeddedDefaultSetMatchesTheCommittedFile() throws {
        let file = try String(contentsOfFile: TestPaths.repository + "/config/strokes/default.json", encoding: .utf8)
        #expect(DefaultStrokeTemplates.json + "\n" == file, "run scripts/embed-default-strokes")
        let set = try TemplateSet(json: Data(DefaultStrokeTemplates.json.utf8))
        #expect(set.names == ["check", "circle", "triangle", "star", "pigtail", "caret", "v", "arrow"])
    }
}
