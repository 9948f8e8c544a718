import Foundation

/// Where a template set named in a scene (`templates:`) or by `tactile learn --set` lives.
///
/// - `default`: the set shipped with Tactile, embedded in the code (no file needed);
/// - a name (no `/`, not ending in `.json`): `$XDG_DATA_HOME/tactile/strokes/NAME.json`, or
///   `~/.local/share/tactile/strokes/NAME.json` when `XDG_DATA_HOME` is unset or empty (the XDG
///   base-directory rule, like the plugin directory);
/// - anything else: a file path, used as is.
public enum StrokeTemplateLocation: Hashable, Sendable {
    case builtInDefault
    case file(String)

    /// The name that stands for the embedded set.
    public static let defaultName = "default"

    /// Resolves a `templates:` value in `environment` (the process's by default).
    public init(_ value: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        if value == Self.defaultName {
            self = .builtInDefault
        } else if value.contains("/") || value.hasSuffix(".json") {
            self = .file(value)
        } else {
            self = .file(Self.directory(environment: environment) + "/" + value + ".json")
        }
    }

    /// The directory of named sets: `$XDG_DATA_HOME/tactile/strokes`.
    public static func directory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
            return data + "/tactile/strokes"
        }
        return (environment["HOME"] ?? "") + "/.local/share/tactile/strokes"
    }
}
