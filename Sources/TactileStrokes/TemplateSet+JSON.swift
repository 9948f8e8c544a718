import Foundation

// JSON storage lives apart from the algorithms so that matching code stays Foundation-free.
extension TemplateSet {
    /// Loads a set written by `jsonData()` (or any equivalent JSON).
    public init(json: Data) throws {
        self = try JSONDecoder().decode(TemplateSet.self, from: json)
    }

    /// One template per line, keys sorted: compact (a pretty-printer would spend four lines on
    /// every point) yet a committed template file still diffs template by template.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let lines = try templates.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
        let body = lines.isEmpty ? "[]" : "[\n    " + lines.joined(separator: ",\n    ") + "\n  ]"
        let text = "{\n  \"formatVersion\": \(formatVersion),\n  \"templates\": \(body)\n}\n"
        return Data(text.utf8)
    }
}
