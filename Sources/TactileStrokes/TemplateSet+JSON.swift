import Foundation

// JSON storage lives apart from the algorithms so that matching code stays Foundation-free.
extension TemplateSet {
    /// Loads a set written by `jsonData()`.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(TemplateSet.self, from: json)
    }

    /// Pretty-printed with sorted keys so that committed template files diff cleanly.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}
