import Yams

/// Parses YAML text into its root node, reporting syntax errors at the place the parser stopped.
public enum YAMLDocument {
    public static func root(of yaml: String, reader: NodeReader) throws(ScenarioError) -> Node {
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw syntaxError(error, reader: reader)
        } catch {
            throw ScenarioError(file: reader.file, line: nil, column: nil, message: "invalid YAML: \(error)")
        }
        guard let root else {
            throw ScenarioError(file: reader.file, line: 1, column: 1, message: "the file is empty: expected a mapping with scene and input")
        }
        return root
    }

    private static func syntaxError(_ error: YamlError, reader: NodeReader) -> ScenarioError {
        func at(_ mark: Mark?, _ message: String) -> ScenarioError {
            ScenarioError(file: reader.file, line: mark?.line, column: mark?.column, message: message)
        }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let during = context.map { "\($0.text): " } ?? ""
            return at(mark, "invalid YAML: \(during)\(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            // Yams reports the first occurrence; the message says so, since the user must find
            // the repetition below it.
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return at(context.mark, "key \(keys) appears more than once in this mapping")
        case let .reader(problem, _, _, _):
            return at(nil, "invalid YAML: \(problem)")
        default:
            return at(nil, "invalid YAML: \(error)")
        }
    }
}
