import TactileCore
import TactileEngine
import TactileScenario

/// A behavior that does nothing: these tests only need types that validate their parameters.
final class InertBehavior: GestureBehavior {
    let kind: RecognizerKind

    init(kind: RecognizerKind) {
        self.kind = kind
    }

    func touchesBegan(_ touches: [Touch], with event: Event, context: RecognizerContext) {}
    func touchesMoved(_ touches: [Touch], with event: Event, context: RecognizerContext) {}
    func touchesEnded(_ touches: [Touch], with event: Event, context: RecognizerContext) {}
    func touchesCancelled(_ touches: [Touch], with event: Event, context: RecognizerContext) {}
    func reset() {}
}

/// A stand-in `tap` type with the real one's parameters, and the engine's real `scripted` type.
enum TestRecognizerTypes {
    static let tap = RecognizerType(
        name: "tap", kind: .discrete,
        parameters: [
            ParameterSpec(name: "numberOfTapsRequired", type: "integer ≥ 1", defaultValue: .number(1)),
            ParameterSpec(name: "numberOfTouchesRequired", type: "integer ≥ 1", defaultValue: .number(1)),
        ]
    ) { (parameters) throws(ParameterError) in
        for entry in parameters {
            guard ["numberOfTapsRequired", "numberOfTouchesRequired"].contains(entry.key) else {
                throw ParameterError(key: entry.key, message: "unknown parameter of type tap")
            }
            guard let count = entry.value.intValue, count >= 1 else {
                throw ParameterError(key: entry.key, message: "expected an integer ≥ 1, got \(entry.value)")
            }
        }
        return InertBehavior(kind: .discrete)
    }

    static let scripted = ScriptedRecognizer.type

    static var registry: RecognizerTypeRegistry {
        var registry = RecognizerTypeRegistry()
        registry.register(tap)
        registry.register(scripted)
        return registry
    }
}

/// Decodes `yaml` as file `s.yaml` and returns the error's description, or nil when it decodes.
func decodingError(_ yaml: String) -> String? {
    do {
        _ = try Scenario.decode(yaml: yaml, file: "s.yaml", registry: TestRecognizerTypes.registry)
        return nil
    } catch {
        return error.description
    }
}
