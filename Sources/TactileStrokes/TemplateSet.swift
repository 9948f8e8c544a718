/// A collection of named gesture templates, the "training data" of $1 and $P.
///
/// Templates are stored raw rather than normalised, so one set serves every recognizer and every
/// option (rotation-sensitive or not, any resampling count), and learned examples can be written
/// to disk as JSON (see `jsonData()` and `init(json:)`) and loaded again.
public struct TemplateSet: Hashable, Sendable, Codable {
    /// Bumped when the file layout changes incompatibly.
    public static let currentFormatVersion = 1

    public var formatVersion: Int
    public var templates: [StrokeTemplate]

    public init(templates: [StrokeTemplate] = []) {
        formatVersion = Self.currentFormatVersion
        self.templates = templates
    }

    /// Adds one example of the class `name`.
    public mutating func add(name: String, strokes: [Stroke]) {
        templates.append(StrokeTemplate(name: name, strokes: strokes))
    }

    /// The distinct class names, in order of first appearance.
    public var names: [String] {
        var seen = Set<String>()
        return templates.map(\.name).filter { seen.insert($0).inserted }
    }

    public var isEmpty: Bool { templates.isEmpty }
}
