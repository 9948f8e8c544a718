import Foundation
import TactileEngine

extension Scenario {
    /// Reads and decodes the scenario at `path`; a file that cannot be read is a `ScenarioError`
    /// without a line, so the command line reports every problem with a file the same way.
    public static func load(path: String, registry: RecognizerTypeRegistry) throws(ScenarioError) -> Scenario {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ScenarioError(file: path, line: nil, column: nil, message: "cannot read the file: \(error.localizedDescription)")
        }
        return try decode(yaml: text, file: path, registry: registry)
    }
}
