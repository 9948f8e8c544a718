import TactileCore
import TactileEngine
import Yams

/// Decodes input lines one at a time as they arrive from a live source (an IPC client that owns
/// the devices), with exactly the checks of a scenario's `input:` section: time never goes
/// backwards, a touch is down before it moves or lifts, `set:`/`attach:`/`detach:` name what
/// exists. It is a value: copy it to validate a batch, keep the copy only if all lines pass.
public struct InputLineDecoder {
    private var decoder: InputDecoder

    init(decoder: InputDecoder) {
        self.decoder = decoder
    }

    /// Decodes one line: a JSON object (or YAML flow mapping) such as
    /// `{"t":0,"touch":"down","id":1,"x":50,"y":50}`. Errors name `source` as the file.
    public mutating func decode(line text: String) throws(ScenarioError) -> TimedInput {
        let node = try YAMLDocument.root(of: text, reader: decoder.reader)
        return try decoder.decodeLine(node)
    }
}

extension Scenario {
    /// Decodes a scenario (its `input:` may be empty or absent) and returns, beside it, a decoder
    /// for further input lines that continues where the file's input left off: the scene a live
    /// host runs plus the validator for injected input. `source` names the lines in errors.
    public static func decodeLive(
        yaml: String, file: String, registry: RecognizerTypeRegistry, source: String = "input"
    ) throws(ScenarioError) -> (scenario: Scenario, input: InputLineDecoder) {
        let reader = NodeReader(file: file)
        let root = try YAMLDocument.root(of: yaml, reader: reader)
        let fields = try reader.fields(of: root, in: "scenario", allowed: topLevelKeys, required: ["scene"])
        let scene = try SceneDecoder(file: file, registry: registry).decodeScene(fields["scene"]!)
        var inputDecoder = InputDecoder(reader: reader, registry: registry, ids: scene.ids, requirements: scene.requirements)
        let input = try fields["input"].map { (node) throws(ScenarioError) in try inputDecoder.decode(node) } ?? []
        let live = InputDecoder(
            reader: NodeReader(file: source), registry: registry, ids: inputDecoder.ids, requirements: inputDecoder.requirements)
        return (Scenario(scene: scene.scene, input: input), InputLineDecoder(decoder: live))
    }
}
