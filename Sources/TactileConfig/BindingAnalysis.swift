import TactileActions
import TactileCore
import TactileEngine

/// The warnings of a configuration: bindings that can never fire and bindings that duplicate
/// each other. See docs/configuration.md, "Warnings", for the rules and why each is certain.
public enum BindingAnalysis {
    /// The standard types' action values and touch-count parameters, for rules that need to know
    /// what a type reports; types not listed here (plugins) are not judged by those rules.
    static let valuesOfType: [String: Set<String>] = [
        "tap": [], "longPress": [], "swipe": ["direction"], "pan": ["translation", "velocity"],
        "screenEdgePan": ["translation", "velocity"], "pinch": ["scale", "velocity"], "rotation": ["rotation", "velocity"],
    ]

    public static func warnings(for configuration: Configuration, registry: RecognizerTypeRegistry) -> [ConfigurationWarning] {
        let scene = SceneIndex(configuration.scene)
        var warnings: [ConfigurationWarning] = []
        // Keysyms are valid names by now; whether the layout has a key for each is a warning,
        // since the compositor's layout (and so the right setting) is not known here.
        let keymap = try? Keymap(layout: configuration.settings.keyboardLayout)
        if keymap == nil {
            warnings.append(ConfigurationWarning(
                place: SourcePlace(file: configuration.file, line: nil, column: nil),
                message: "xkbcommon cannot compile a keymap for keyboardLayout '\(configuration.settings.keyboardLayout)'; keys actions will fail"))
        }
        for (index, binding) in configuration.bindings.enumerated() {
            func warn(_ message: String) { warnings.append(ConfigurationWarning(place: binding.origin, message: message)) }
            if case let .gesture(recognizer, state) = binding.trigger, let entry = scene[recognizer] {
                if let reason = RecognizerReachability.neverFires(recognizer, in: scene) {
                    warn("this binding never fires: \(reason)")
                }
                if let kind = kind(of: entry.recognizer, registry: registry), !reaches(kind, state) {
                    let instead = kind == .discrete ? "recognized" : "began, changed, ended or cancelled"
                    warn("this binding never fires: '\(recognizer)' is \(kind.rawValue) and never sends '\(state.rawValue)' (it sends \(instead))")
                }
                if let step = binding.step, let values = valuesOfType[entry.recognizer.type], !values.contains(step.quantity.valueName) {
                    warn("this binding never fires: type \(entry.recognizer.type) reports no \(step.quantity.valueName) for every: \(step.quantity.rawValue)")
                }
                if let fingers = binding.conditions.fingers, let allowed = touchCounts(of: entry.recognizer), !allowed.contains(fingers) {
                    warn("this binding never fires: '\(recognizer)' recognizes with \(describe(allowed)) touches, never \(fingers)")
                }
            }
            if case .keys(let chords) = binding.action, let keymap {
                for name in chords.flatMap(\.keysyms) where Keysym.value(named: name).flatMap(keymap.key(for:)) == nil {
                    warn("no key of layout '\(configuration.settings.keyboardLayout)' types '\(name)'; this keys action will fail")
                }
            }
            if let earlier = configuration.bindings[..<index].first(where: { sameEvent($0, binding) }) {
                warn("this binding and the one at \(earlier.origin.shortDescription) react to the same event under the same conditions; both fire, in file order")
            }
        }
        return warnings
    }

    /// The kind the type fixes, or for `scripted` its `continuous` parameter.
    static func kind(of recognizer: RecognizerDescription, registry: RecognizerTypeRegistry) -> RecognizerKind? {
        guard let type = registry.type(named: recognizer.type) else { return nil }
        if let kind = type.kind { return kind }
        if recognizer.type == "scripted" {
            let continuous = recognizer.parameters.first { $0.key == "continuous" }?.value.boolValue ?? false
            return continuous ? .continuous : .discrete
        }
        return nil
    }

    static func reaches(_ kind: RecognizerKind, _ state: RecognizerState) -> Bool {
        switch kind {
        case .discrete: state == .recognized
        case .continuous: state != .recognized
        }
    }

    /// The numbers of touches a standard type can recognize with, from its parameters.
    static func touchCounts(of recognizer: RecognizerDescription) -> ClosedRange<Int>? {
        func parameter(_ name: String) -> Int? { recognizer.parameters.first { $0.key == name }?.value.intValue }
        switch recognizer.type {
        case "tap", "longPress", "swipe":
            let count = parameter("numberOfTouchesRequired") ?? 1
            return count...count
        case "pan":
            let minimum = parameter("minimumNumberOfTouches") ?? 1
            return minimum...max(minimum, parameter("maximumNumberOfTouches") ?? Int.max)
        default: return nil
        }
    }

    private static func describe(_ range: ClosedRange<Int>) -> String {
        if range.lowerBound == range.upperBound { return "\(range.lowerBound)" }
        if range.upperBound == Int.max { return "\(range.lowerBound) or more" }
        return "\(range.lowerBound) to \(range.upperBound)"
    }

    private static func sameEvent(_ a: Binding, _ b: Binding) -> Bool {
        a.trigger == b.trigger && a.conditions == b.conditions && a.step == b.step
    }
}
