import TactileCore
import TactileEngine

/// The scene the issue asks for: 20 views and 30 recognizers. Ten continuous recognizers that
/// recognize simultaneously with everything (so they all stay active and change on every frame)
/// and twenty discrete ones that stay possible until the fingers lift and then fail (so they are
/// fed every frame too): the heaviest
/// steady state the arbiter sees, since none of them drops out.
enum BenchmarkScene {
    static func make() -> SceneDescription {
        var counter = 0
        func recognizer(continuous: Bool) -> RecognizerDescription {
            counter += 1
            var r = RecognizerDescription(id: "R\(counter)", type: "scripted")
            let rules: [ParameterValue] = continuous
                ? [rule("touchesMoved", nth: 1, "began"), rule("touchesMoved", after: 1, "changed"), rule("allTouchesEnded", "ended")]
                : [rule("allTouchesEnded", "failed")]
            r.parameters = [.init(key: "continuous", value: .bool(continuous)), .init(key: "script", value: .list(rules))]
            if continuous {
                var d = DelegateDescription()
                d.simultaneousWith = [.all]
                r.delegate = d
            }
            r.delaysTouchesEnded = false
            r.cancelsTouchesInView = false
            return r
        }
        // A chain of 20 nested views, each 10 pt inside its parent: every touch near the middle
        // hits the deepest one, so all 30 recognizers (attached along the chain) get every touch.
        var views: [ViewDescription] = []
        for i in (0..<20).reversed() {
            var v = ViewDescription(id: "V\(i)", frame: Rect(x: 10, y: 10, width: 1000 - Double(i) * 20, height: 1000 - Double(i) * 20))
            v.multipleTouchEnabled = true
            v.views = views
            views = [v]
        }
        // Attach: 1 or 2 per view, 10 continuous and 20 discrete in all.
        func attach(_ v: inout ViewDescription, depth: Int) {
            v.recognizers = [recognizer(continuous: depth % 2 == 0)]
            if depth < 10 { v.recognizers.append(recognizer(continuous: false)) }
            if !v.views.isEmpty { attach(&v.views[0], depth: depth + 1) }
        }
        attach(&views[0], depth: 0)
        return SceneDescription(windows: [
            WindowDescription(id: "W", frame: Rect(x: 0, y: 0, width: 1200, height: 1200), views: views)
        ])
    }

    private static func rule(_ when: String, nth: Int? = nil, after: Int? = nil, _ state: String) -> ParameterValue {
        var entries: [ParameterValue.MapEntry] = [.init(key: "when", value: .string(when)), .init(key: "state", value: .string(state))]
        if let nth { entries.append(.init(key: "nth", value: .number(Double(nth)))) }
        if let after { entries.append(.init(key: "after", value: .number(Double(after)))) }
        return .map(entries)
    }
}
