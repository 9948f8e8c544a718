import TactileCore

/// The environment variables a command action gets, describing the gesture or event that fired it.
///
/// A gesture: `TACTILE_RECOGNIZER`, `TACTILE_STATE`, `TACTILE_LOCATION_X`, `TACTILE_LOCATION_Y`,
/// `TACTILE_TOUCHES`. Each of the type's values as `TACTILE_` + its name in upper snake case: a
/// number as is (`TACTILE_SCALE`), a pair of numbers as `_X` and `_Y` (`TACTILE_TRANSLATION_X`),
/// anything else as JSON. Step-repeat bindings add `TACTILE_STEP` (+1 or -1), `TACTILE_LEVEL`
/// and `TACTILE_PROGRESS`; a known device adds `TACTILE_DEVICE`.
///
/// A remote-control event: `TACTILE_REMOTE` (its subtype); a motion event: `TACTILE_MOTION` (its
/// subtype) and `TACTILE_PHASE`; either adds `TACTILE_RESPONDER` when a view or window took it.
public enum GestureEnvironment {
    public static func variables(for invocation: ActionInvocation) -> [String: String] {
        switch invocation.cause {
        case .gesture(let gesture): variables(for: gesture, invocation: invocation)
        case .event(let event): Dictionary(uniqueKeysWithValues: event.fields.map { ("TACTILE_" + upperSnakeCase($0.key), $0.value) })
        }
    }

    private static func variables(for gesture: GestureSnapshot, invocation: ActionInvocation) -> [String: String] {
        var variables = [
            "TACTILE_RECOGNIZER": gesture.recognizer,
            "TACTILE_STATE": gesture.state.rawValue,
            "TACTILE_LOCATION_X": ValueText.number(gesture.location.x),
            "TACTILE_LOCATION_Y": ValueText.number(gesture.location.y),
            "TACTILE_TOUCHES": String(gesture.numberOfTouches),
        ]
        for entry in gesture.values {
            let name = "TACTILE_" + upperSnakeCase(entry.key)
            switch entry.value {
            case .number(let n): variables[name] = ValueText.number(n)
            case .string(let s): variables[name] = s
            default:
                if let pair = entry.value.pair {
                    variables[name + "_X"] = ValueText.number(pair.x)
                    variables[name + "_Y"] = ValueText.number(pair.y)
                } else {
                    variables[name] = ValueText.json(entry.value)
                }
            }
        }
        if let step = invocation.step {
            variables["TACTILE_STEP"] = step.direction > 0 ? "1" : "-1"
            variables["TACTILE_LEVEL"] = String(step.level)
            variables["TACTILE_PROGRESS"] = ValueText.number(step.progress)
        }
        if let device = invocation.device { variables["TACTILE_DEVICE"] = device }
        return variables
    }

    /// `numberOfTouches` → `NUMBER_OF_TOUCHES`.
    static func upperSnakeCase(_ name: String) -> String {
        var out = ""
        for character in name {
            if character.isUppercase, !out.isEmpty { out += "_" }
            out += character.uppercased()
        }
        return out
    }
}
