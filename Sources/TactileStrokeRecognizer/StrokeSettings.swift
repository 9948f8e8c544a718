import TactilePluginKit
import TactileStrokes

/// A `stroke` recognizer's parameters, read and checked once when the scene is built: the
/// template set is loaded, restricted to `names` and normalised for the chosen method here, so
/// matching on lift-off costs only the candidate's normalisation and the comparisons.
struct StrokeSettings: Sendable {
    var matcher: any StrokeRecognizer
    var threshold: Double
    var minimumLength: Double

    /// Parameter names, in the order `tactile plugins` lists them.
    static let parameterNames = ["templates", "method", "threshold", "rotationSensitive", "names", "minimumLength"]

    /// Default minimum path length in points: a tap's jitter or a short flick is not a shape,
    /// and below a few fingertip widths $1's scaling to a square blows up noise.
    static let defaultMinimumLength = 40.0

    static let specs: [ParameterSpec] = [
        ParameterSpec("templates", type: "`default`, a set name ($XDG_DATA_HOME/tactile/strokes/NAME.json) or a path", default: .string(StrokeTemplateLocation.defaultName)),
        ParameterSpec("method", type: StrokeMethod.allCases.map(\.rawValue).joined(separator: " | "), default: .string(StrokeMethod.dollar1.rawValue)),
        ParameterSpec(
            "threshold", type: "score 0…1 (default \(StrokeMethod.pointcloud.defaultThreshold) with pointcloud)",
            default: .number(StrokeMethod.dollar1.defaultThreshold)),
        ParameterSpec("rotationSensitive", type: "boolean ($1 only)", default: .bool(false)),
        ParameterSpec("names", type: "template names (all when absent)", default: nil),
        ParameterSpec("minimumLength", type: "points ≥ 0", default: .number(defaultMinimumLength)),
    ]

    init(_ entries: [ParameterValue.MapEntry]) throws(ParameterError) {
        let p = try Parameters(entries, allowed: Self.parameterNames, type: StrokePlugin.strokeTypeName)
        let location = StrokeTemplateLocation(try Self.string(p, "templates", default: StrokeTemplateLocation.defaultName))
        let methodName = try Self.string(p, "method", default: StrokeMethod.dollar1.rawValue)
        guard let method = StrokeMethod(rawValue: methodName) else {
            let allowed = StrokeMethod.allCases.map(\.rawValue).joined(separator: ", ")
            throw ParameterError(key: "method", message: "'method' must be one of \(allowed), not \(methodName)")
        }
        threshold = try p.number("threshold", default: method.defaultThreshold, minimum: 0)
        guard threshold <= 1 else {
            throw ParameterError(key: "threshold", message: "'threshold' must be a score between 0 and 1, not \(threshold)")
        }
        minimumLength = try p.number("minimumLength", default: Self.defaultMinimumLength, minimum: 0)
        let rotationSensitive = try Self.bool(p, "rotationSensitive", default: false)

        var templates = try location.load(key: "templates")
        if p.value("names") != nil {
            let names = try p.names("names", default: [], allowed: templates.names)
            templates.templates.removeAll { !names.contains($0.name) }
        }
        guard !templates.isEmpty else {
            throw ParameterError(key: "templates", message: "the template set has no templates")
        }
        matcher = method.matcher(templates: templates, rotationSensitive: rotationSensitive)
    }

    private static func string(_ p: Parameters, _ key: String, default d: String) throws(ParameterError) -> String {
        guard let v = p.value(key) else { return d }
        guard let s = v.stringValue else {
            throw ParameterError(key: key, message: "'\(key)' must be a string, not \(v.typeName)")
        }
        return s
    }

    private static func bool(_ p: Parameters, _ key: String, default d: Bool) throws(ParameterError) -> Bool {
        guard let v = p.value(key) else { return d }
        guard let b = v.boolValue else {
            throw ParameterError(key: key, message: "'\(key)' must be true or false, not \(v)")
        }
        return b
    }
}
