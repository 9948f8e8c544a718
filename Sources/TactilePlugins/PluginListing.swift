import TactileCore
import TactileEngine

/// The text `tactile plugins` prints: each plugin with its version and file, its types with
/// their kinds, and their parameters with types and defaults.
///
/// ```
/// standard 1.0.0 (built-in)
///   tap (discrete)
///     numberOfTapsRequired: integer ≥ 1, default 1
/// ```
public func pluginListing(_ plugins: [LoadedPlugin], errors: [PluginLoadError] = []) -> String {
    var lines: [String] = []
    for p in plugins {
        lines.append("\(p.name) \(p.version) (\(p.file ?? "built-in"))")
        for t in p.types {
            lines.append("  \(t.name) (\(t.kind?.rawValue ?? "kind set by parameters"))")
            for s in t.parameters {
                let d = s.defaultValue.map { ", default \($0)" } ?? ", no default"
                lines.append("    \(s.name): \(s.type)\(d)")
            }
        }
    }
    for e in errors { lines.append("error: \(e)") }
    return lines.joined(separator: "\n") + "\n"
}
