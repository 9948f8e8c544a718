import TactilePluginKit
import TactileStrokes

/// `stroke`: a shape drawn with one finger, matched against named templates ($1 or $P) when the
/// finger lifts. Discrete.
///
/// - `touchesBegan`: the first finger starts the stroke; a second finger fails the attempt
///   (a shape is drawn with one finger, and two fingers are someone else's gesture).
/// - `touchesMoved`: the finger's locations in the view are collected.
/// - `touchesEnded`: recognized when the stroke is at least `minimumLength` long and its best
///   template scores at least `threshold`; failed otherwise. As a custom recognizer it is not
///   failed by the host when its touch ends (Q9), so it always decides here.
/// - `touchesCancelled`: failed.
///
/// It publishes `name` (the best template) and `score` (0…1).
final class StrokeGestureRecognizer: GestureRecognizer {
    private let settings: StrokeSettings
    private var finger: Int?
    private var points: [StrokePoint] = []
    private var match: StrokeMatch?

    init(settings: StrokeSettings) {
        self.settings = settings
        super.init(kind: .discrete)
    }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard finger == nil, touches.count == 1, let touch = touches.first else {
            state = .failed
            return
        }
        finger = touch.serial
        add(touch.location)
    }

    override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard let touch = touches.first(where: { $0.serial == finger }) else { return }
        add(touch.location)
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        guard let touch = touches.first(where: { $0.serial == finger }) else { return }
        add(touch.location)
        state = decide()
    }

    override func touchesCancelled(_ touches: [Touch], with event: Event) {
        state = .failed
    }

    override func reset() {
        finger = nil
        points.removeAll(keepingCapacity: true)
        match = nil
    }

    override var publishedValues: [ParameterValue.MapEntry] {
        guard let match else { return [] }
        return [
            .init(key: "name", value: .string(match.name)),
            .init(key: "score", value: .number(match.score)),
        ]
    }

    /// Repeated locations (a stationary finger reported again) add nothing to a shape.
    private func add(_ location: Point) {
        let p = StrokePoint(x: location.x, y: location.y)
        if points.last != p { points.append(p) }
    }

    private func decide() -> State {
        let stroke = Stroke(points: points)
        guard stroke.length >= settings.minimumLength,
              let best = settings.matcher.recognize([stroke]),
              best.score >= settings.threshold
        else { return .failed }
        match = best
        return .recognized
    }

    static let declaration = RecognizerTypeDeclaration(
        name: StrokePlugin.strokeTypeName, kind: .discrete, parameters: StrokeSettings.specs
    ) { entries throws(ParameterError) in
        StrokeGestureRecognizer(settings: try StrokeSettings(entries))
    }
}
