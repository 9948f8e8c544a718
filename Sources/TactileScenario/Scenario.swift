import TactileCore
import TactileEngine
import Yams

/// A scenario file, decoded and validated: the scene to build, the input to replay on the
/// virtual clock, and what the log should contain (for `tactile test`). Anything wrong with the
/// file is a `ScenarioError` naming the file, line and column.
public struct Scenario: Hashable, Sendable {
    public var scene: SceneDescription
    /// In file order; times never decrease.
    public var input: [TimedInput]
    /// nil when the file has no `expect:` section.
    public var expect: Expectation?

    public init(scene: SceneDescription, input: [TimedInput], expect: Expectation? = nil) {
        self.scene = scene
        self.input = input
        self.expect = expect
    }

    static let topLevelKeys = ["scene", "input", "expect"]

    /// Decodes a scenario; `file` is the name used in error messages; `registry` holds the
    /// recognizer types the file may use (and that validate their parameters).
    public static func decode(yaml: String, file: String, registry: RecognizerTypeRegistry) throws(ScenarioError) -> Scenario {
        let reader = NodeReader(file: file)
        let root = try YAMLDocument.root(of: yaml, reader: reader)
        let fields = try reader.fields(of: root, in: "scenario", allowed: topLevelKeys, required: ["scene"])
        let scene = try SceneDecoder(file: file, registry: registry).decodeScene(fields["scene"]!)
        var inputDecoder = InputDecoder(reader: reader, registry: registry, ids: scene.ids, requirements: scene.requirements)
        let input = try fields["input"].map { (node) throws(ScenarioError) in try inputDecoder.decode(node) } ?? []
        var expect: Expectation?
        if let node = fields["expect"] {
            expect = try ExpectationDecoder(reader: reader, ids: inputDecoder.ids).decode(node)
        }
        return Scenario(scene: scene.scene, input: input, expect: expect)
    }
}
