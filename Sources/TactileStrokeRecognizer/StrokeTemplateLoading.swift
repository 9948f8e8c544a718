import Foundation
import TactilePluginKit
import TactileStrokes

extension StrokeTemplateLocation {
    /// Reads the set; a missing, unreadable or malformed file is a `ParameterError` naming
    /// `key`, so that a scene with a bad `templates:` is rejected before anything runs.
    func load(key: String) throws(ParameterError) -> TemplateSet {
        switch self {
        case .builtInDefault:
            return DefaultStrokeTemplates.set
        case .file(let path):
            guard FileManager.default.fileExists(atPath: path) else {
                throw ParameterError(key: key, message: "no template set at \(path)")
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ParameterError(key: key, message: "cannot read the template set \(path)")
            }
            do {
                return try TemplateSet(json: data)
            } catch {
                throw ParameterError(key: key, message: "\(path) is not a template set: \(error)")
            }
        }
    }
}

extension DefaultStrokeTemplates {
    /// The embedded set, decoded once. It is generated from a committed file that a test
    /// decodes, so failing here is a build defect, not a user error.
    static let set: TemplateSet = {
        do {
            return try TemplateSet(json: Data(json.utf8))
        } catch {
            preconditionFailure("the embedded default stroke templates do not decode: \(error)")
        }
    }()
}
