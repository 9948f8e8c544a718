import TactilePluginKit

/// `checkmark`: the custom recognizer of Apple's event-handling guide, as a plugin. Discrete,
/// exactly one finger: a stroke down and to the right, then up and to the right. It fails on a
/// second finger, on any other direction before the turn (leftwards, or upwards before it has
/// gone down), on leftwards or downwards movement after the turn, and when the finger lifts
/// before the turn. It publishes `midPoint`, where the stroke turned, in its view's coordinates.
///
/// As a custom recognizer it is not failed by the host when its touch ends (Q9): it decides in
/// `touchesEnded` itself.
final class CheckmarkRecognizer: GestureRecognizer {
    private enum Stroke {
        case notStarted, downRight, upRight
    }

    private var stroke = Stroke.notStarted
    private var finger: Int?
    private var midPoint: Point?

    init() { super.init(kind: .discrete) }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard finger == nil, touches.count == 1, let touch = touches.first else {
            state = .failed
            return
        }
        finger = touch.serial
    }

    override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard let touch = touches.first(where: { $0.serial == finger }) else { return }
        let dx = touch.location.x - touch.previousLocation.x
        let dy = touch.location.y - touch.previousLocation.y
        guard dx >= 0 else {
            state = .failed
            return
        }
        switch stroke {
        case .notStarted:
            if dy > 0 {
                stroke = .downRight
            } else if dy < 0 {
                state = .failed
            }
        case .downRight:
            if dy < 0 {
                stroke = .upRight
                midPoint = touch.previousLocation
            }
        case .upRight:
            if dy > 0 { state = .failed }
        }
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        state = stroke == .upRight ? .recognized : .failed
    }

    override func touchesCancelled(_ touches: [Touch], with event: Event) {
        state = .failed
    }

    override func reset() {
        stroke = .notStarted
        finger = nil
        midPoint = nil
    }

    override var publishedValues: [ParameterValue.MapEntry] {
        guard let midPoint else { return [] }
        return [.init(key: "midPoint", value: .list([.number(midPoint.x), .number(midPoint.y)]))]
    }

    static let declaration = RecognizerTypeDeclaration(name: "checkmark", kind: .discrete, parameters: []) { entries throws(ParameterError) in
        _ = try Parameters(entries, allowed: [], type: "checkmark")
        return CheckmarkRecognizer()
    }
}
