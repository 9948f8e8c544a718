import TactileCore
@testable import TactileEngine

/// Small builders so that engine tests read like the scenario files they mirror.
enum Scenes {
    static func window(_ views: [ViewDescription], recognizers: [RecognizerDescription] = []) -> SceneDescription {
        SceneDescription(windows: [
            WindowDescription(id: "W", frame: Rect(x: 0, y: 0, width: 400, height: 800), recognizers: recognizers, views: views)
        ])
    }

    static func view(
        _ id: String, _ frame: [Double] = [0, 0, 200, 200], multipleTouch: Bool = false,
        recognizers: [RecognizerDescription] = [], views: [ViewDescription] = []
    ) -> ViewDescription {
        var v = ViewDescription(id: id, frame: Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]))
        v.multipleTouchEnabled = multipleTouch
        v.recognizers = recognizers
        v.views = views
        return v
    }

    /// A scripted recognizer: rules as (when, state), with optional nth.
    static func scripted(
        _ id: String, continuous: Bool = false, _ rules: [(String, String)], configure: (inout RecognizerDescription) -> Void = { _ in }
    ) -> RecognizerDescription {
        var r = RecognizerDescription(id: id, type: "scripted")
        r.parameters = [
            .init(key: "continuous", value: .bool(continuous)),
            .init(key: "script", value: .list(rules.map { rule in
                .map([.init(key: "when", value: .string(rule.0)), .init(key: "state", value: .string(rule.1))])
            })),
        ]
        configure(&r)
        return r
    }

    static var registry: RecognizerTypeRegistry {
        var r = RecognizerTypeRegistry()
        r.register(ScriptedRecognizer.type)
        return r
    }
}

func down(_ t: Milliseconds, _ id: Int, _ x: Double, _ y: Double) -> TimedInput {
    TimedInput(time: t, event: .touch(TouchInput(action: .down, id: id, location: Point(x: x, y: y))))
}
func move(_ t: Milliseconds, _ id: Int, _ x: Double, _ y: Double) -> TimedInput {
    TimedInput(time: t, event: .touch(TouchInput(action: .move, id: id, location: Point(x: x, y: y))))
}
func up(_ t: Milliseconds, _ id: Int) -> TimedInput {
    TimedInput(time: t, event: .touch(TouchInput(action: .up, id: id)))
}

/// The `views:` shorthand of the scenario format for one view: `b{1,2}@0`, `b{1}<V@0` for a
/// call passed up the responder chain from V.
func viewLog(_ records: [Record], _ view: String) -> [String] {
    records.compactMap { r in
        guard case .view(let v, let call, let touches, let from) = r.kind, v == view else { return nil }
        let letter = ["touchesBegan": "b", "touchesMoved": "m", "touchesEnded": "e", "touchesCancelled": "c"][call.rawValue]!
        return "\(letter){\(touches.map(String.init).joined(separator: ","))}" + (from.map { "<\($0)" } ?? "") + "@\(formatNumber(r.time))"
    }
}

/// The `states:` shorthand for one recognizer: `failed@430`.
func stateLog(_ records: [Record], _ id: String) -> [String] {
    records.compactMap { r in
        guard case .state(let rid, _, let to) = r.kind, rid == id else { return nil }
        return "\(to.rawValue)@\(formatNumber(r.time))"
    }
}
