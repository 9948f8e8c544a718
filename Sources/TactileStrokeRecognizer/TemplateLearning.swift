import Foundation
import TactileStrokes

/// Adds learned examples to a named template set on disk (`tactile learn`): the set is read
/// when it exists, the examples are added (replacing earlier ones of that name unless
/// appending), and the file is written back atomically, its directory created if needed.
public struct TemplateLearning {
    public var file: String

    /// The file of set `set` (a name or a path, as in a scene's `templates:`); `default` is
    /// built in and cannot be written.
    public init(set: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        switch StrokeTemplateLocation(set, environment: environment) {
        case .builtInDefault:
            throw LearningError("the set 'default' is built in; learn into another set (e.g. --set user) and name it in the scene")
        case .file(let path):
            file = path
        }
    }

    /// Stores `samples` as templates named `name`; returns the resulting set.
    @discardableResult
    public func store(name: String, samples: [[Stroke]], append: Bool) throws -> TemplateSet {
        let fm = FileManager.default
        var set = TemplateSet()
        if let data = fm.contents(atPath: file) {
            do {
                set = try TemplateSet(json: data)
            } catch {
                throw LearningError("\(file) is not a template set (\(error)); not overwriting it")
            }
        }
        if !append { set.templates.removeAll { $0.name == name } }
        for strokes in samples { set.add(name: name, strokes: strokes) }
        let directory = (file as NSString).deletingLastPathComponent
        if !directory.isEmpty { try fm.createDirectory(atPath: directory, withIntermediateDirectories: true) }
        try set.jsonData().write(to: URL(fileURLWithPath: file), options: .atomic)
        return set
    }
}

/// Why learning stopped, in words for the command line.
public struct LearningError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
