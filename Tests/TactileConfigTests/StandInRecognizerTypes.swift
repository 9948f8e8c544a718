import TactileConfig
import TactileCore
import TactileEngine
import TactileScenario

/// The standard recognizer types are built on another branch; until they land, these stand-ins
/// with the same names, kinds and parameters let the configuration tests (the default
/// configuration among them) validate exactly what the real types will accept. Their behavior
/// does nothing: decoding only makes instances to check parameters.
enum StandInRecognizerTypes {
    final class Inert: GestureBehavior {
        let kind: RecognizerKind
        init(kind: RecognizerKind) { self.kind = kind }
        func touchesBegan(_ touches: [Touch], with event: Event, context: RecognizerContext) {}
        func touchesMoved(_ touches: [Touch], with event: Event, context: RecognizerContext) {}
        func touchesEnded(_ touches: [Touch], with event: Event, context: RecognizerContext) {}
        func touchesCancelled(_ touches: [Touch], with event: Event, context: RecognizerContext) {}
        func reset() {}
    }

    /// How a stand-in checks one parameter's value.
    enum Check {
        case positiveInteger, nonNegativeInteger, nonNegativeNumber, positiveNumber, edges, directions

        func accepts(_ value: ParameterValue) -> Bool {
            switch self {
            case .positiveInteger: (value.intValue ?? 0) >= 1
            case .nonNegativeInteger: (value.intValue ?? -1) >= 0
            case .nonNegativeNumber: (value.numberValue ?? -1) >= 0
            case .positiveNumber: (value.numberValue ?? 0) > 0
            case .edges: Self.names(value, among: ["left", "right", "top", "bottom", "all"])
            case .directions: Self.names(value, among: ["left", "right", "up", "down"])
            }
        }

        private static func names(_ value: ParameterValue, among allowed: Set<String>) -> Bool {
            if let name = value.stringValue { return allowed.contains(name) }
            guard let list = value.listValue, !list.isEmpty else { return false }
            return list.allSatisfy { $0.stringValue.map(allowed.contains) ?? false }
        }
    }

    static func type(_ name: String, _ kind: RecognizerKind, _ parameters: [(String, Check)]) -> RecognizerType {
        let specs = parameters.map { ParameterSpec(name: $0.0, type: "\($0.1)", defaultValue: nil) }
        let checks = Dictionary(uniqueKeysWithValues: parameters.map { ($0.0, $0.1) })
        return RecognizerType(name: name, kind: kind, parameters: specs) { (entries) throws(ParameterError) in
            for entry in entries {
                guard let check = checks[entry.key] else {
                    throw ParameterError(key: entry.key, message: "unknown parameter of type \(name)")
                }
                guard check.accepts(entry.value) else {
                    throw ParameterError(key: entry.key, message: "invalid value \(entry.value)")
                }
            }
            return Inert(kind: kind)
        }
    }

    static var registry: RecognizerTypeRegistry {
        var registry = RecognizerTypeRegistry()
        registry.register(type("tap", .discrete, [("numberOfTapsRequired", .positiveInteger),
                                                  ("numberOfTouchesRequired", .positiveInteger)]))
        registry.register(type("longPress", .continuous, [
            ("minimumPressDuration", .nonNegativeNumber), ("allowableMovement", .nonNegativeNumber),
            ("numberOfTouchesRequired", .positiveInteger), ("numberOfTapsRequired", .nonNegativeInteger)]))
        registry.register(type("pan", .continuous, [("minimumNumberOfTouches", .positiveInteger),
                                                    ("maximumNumberOfTouches", .positiveInteger)]))
        registry.register(type("screenEdgePan", .continuous, [("edges", .edges)]))
        registry.register(type("swipe", .discrete, [("direction", .directions), ("numberOfTouchesRequired", .positiveInteger),
                                                    ("minimumDistance", .positiveNumber)]))
        registry.register(type("pinch", .continuous, []))
        registry.register(type("rotation", .continuous, []))
        registry.register(ScriptedRecognizer.type)
        return registry
    }
}

/// Decodes `yaml` as `c.yaml` with the stand-in types.
func decodeConfiguration(_ yaml: String) throws(ScenarioError) -> Configuration {
    try Configuration.decode(yaml: yaml, file: "c.yaml", registry: StandInRecognizerTypes.registry)
}

/// The error's description, or nil when `yaml` decodes.
func configurationError(_ yaml: String) -> String? {
    do {
        _ = try decodeConfiguration(yaml)
        return nil
    } catch {
        return error.description
    }
}

/// The warnings' descriptions for a configuration that must decode.
func configurationWarnings(_ yaml: String) throws -> [String] {
    let configuration = try decodeConfiguration(yaml)
    return BindingAnalysis.warnings(for: configuration, registry: StandInRecognizerTypes.registry).map(\.description)
}

/// A scene with one window and the given recognizer lines (YAML flow mappings), for short tests.
func scene(_ recognizers: String...) -> String {
    (["scene:", "  windows:", "    - id: W", "      frame: [0, 0, 800, 600]", "      recognizers:"]
        + recognizers.map { "        - \($0)" }).joined(separator: "\n") + "\n"
}
