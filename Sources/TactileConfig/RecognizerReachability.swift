import TactileCore
import TactileEngine

/// Why a recognizer of a scene can never send an action, judged from the scene alone (no input
/// can change a configuration's scene). Each rule is a certainty under the engine's semantics,
/// not a guess; anything that depends on the touches is left alone.
///
/// 1. It is disabled (`enabled: false`): a disabled recognizer receives no touches.
/// 2. Its delegate answers `shouldBegin: false`: it fails instead of beginning or recognizing.
/// 3. Its delegate answers `shouldReceiveTouch: false`: it never gets a touch.
/// 4. Its view (or one above it) is hidden, has alpha below 0.01 or has user interaction off:
///    hit-testing skips that subtree, so no touch is ever delivered to the view's recognizers.
/// 5. Its view or one above it refuses it (`refusesRecognizers` names its id, its type or `all`):
///    gestureRecognizerShouldBegin(_:) says no, so it fails.
/// 6. It requires a *twin* to fail: a recognizer on the same view, of the same type with the same
///    parameters, enabled, with no delegate and no requirements of its own. The twin sees the
///    same touches and recognizes whenever this one would, so it never fails when it matters.
///
/// Requirements are followed one step only: requiring a recognizer that never fires is harmless
/// (that one always fails), and longer chains depend on the touches.
enum RecognizerReachability {
    /// The reason `id` never fires, or nil when it may.
    static func neverFires(_ id: String, in scene: SceneIndex) -> String? {
        guard let entry = scene[id] else { return nil }
        let recognizer = entry.recognizer
        if !recognizer.enabled { return "recognizer '\(id)' is disabled (enabled: false)" }
        if let delegate = recognizer.delegate {
            if !delegate.shouldBegin { return "the delegate of '\(id)' answers shouldBegin: false" }
            if delegate.shouldReceiveTouch == .always(false) {
                return "the delegate of '\(id)' answers shouldReceiveTouch: false"
            }
        }
        for view in entry.views {
            if view.hidden { return "view '\(view.id)' is hidden, so '\(id)' never receives a touch" }
            if view.alpha < 0.01 { return "view '\(view.id)' has alpha below 0.01, so '\(id)' never receives a touch" }
            if !view.userInteractionEnabled {
                return "view '\(view.id)' has userInteractionEnabled: false, so '\(id)' never receives a touch"
            }
        }
        if let view = entry.views.last, view.refusesRecognizers.contains(where: { selects($0, recognizer) }) {
            return "view '\(view.id)' refuses '\(id)' (refusesRecognizers)"
        }
        for required in recognizer.requireToFail {
            guard let other = scene[required], other.viewPath == entry.viewPath, isTwin(other.recognizer, of: recognizer)
            else { continue }
            return "'\(id)' requires '\(required)' to fail, but '\(required)' has the same type and parameters on the "
                + "same view: it recognizes whenever '\(id)' would"
        }
        return nil
    }

    /// Rule 5 selectors; `descendants` never names a recognizer of the view itself.
    private static func selects(_ selector: RecognizerSelector, _ recognizer: RecognizerDescription) -> Bool {
        switch selector {
        case .id(let id): id == recognizer.id
        case .type(let name): name == recognizer.type
        case .all: true
        case .descendants: false
        }
    }

    private static func isTwin(_ other: RecognizerDescription, of recognizer: RecognizerDescription) -> Bool {
        other.enabled && other.delegate == nil && other.requireToFail.isEmpty && other.type == recognizer.type
            && Set(other.parameters) == Set(recognizer.parameters)
    }
}
