import TactileCore
import TactileEngine
import TactilePlugins

/// An engine with the standard recognizers registered through the ABI, a window of 400×800 and
/// the views a test gives, plus short ways to drive fingers and read the log.
final class Harness {
    let engine: Engine
    private(set) var records: [Record] = []

    /// Recognizers on one view `V` covering the window.
    convenience init(_ recognizers: [RecognizerDescription], extraTypes: [RecognizerType] = []) throws {
        var v = ViewDescription(id: "V", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        v.recognizers = recognizers
        try self.init(views: [v], extraTypes: extraTypes)
    }

    init(views: [ViewDescription], windowRecognizers: [RecognizerDescription] = [], extraTypes: [RecognizerType] = [],
         registry: RecognizerTypeRegistry? = nil) throws {
        var r = registry ?? RecognizerTypeRegistry()
        if registry == nil { try registerStandardRecognizers(into: &r) }
        for t in extraTypes { r.register(t) }
        let window = WindowDescription(id: "W", frame: Rect(x: 0, y: 0, width: 400, height: 800), recognizers: windowRecognizers, views: views)
        engine = try Engine(scene: SceneDescription(windows: [window]), registry: r)
    }

    func down(_ id: Int, _ x: Double, _ y: Double, at t: Double) { frame([TouchInput(action: .down, id: id, location: Point(x: x, y: y))], at: t) }
    func move(_ id: Int, _ x: Double, _ y: Double, at t: Double) { frame([TouchInput(action: .move, id: id, location: Point(x: x, y: y))], at: t) }
    func up(_ id: Int, at t: Double) { frame([TouchInput(action: .up, id: id)], at: t) }
    func cancel(_ id: Int, at t: Double) { frame([TouchInput(action: .cancel, id: id)], at: t) }

    func frame(_ inputs: [TouchInput], at t: Double) {
        engine.handle(frame: inputs, at: t)
        records += engine.takeRecords()
    }

    /// Runs the clock on (timers fire).
    func advance(to t: Double) {
        engine.advance(to: t)
        records += engine.takeRecords()
    }

    /// Every state record of a recognizer as `STATE@T`.
    func states(_ id: String) -> [String] {
        records.compactMap { r in
            if case .state(id, _, let to) = r.kind { return "\(to.rawValue)@\(formatNumber(r.time))" }
            return nil
        }
    }

    /// Every action of a recognizer, in order.
    func actions(_ id: String) -> [Action] {
        records.compactMap { r in
            if case .action(id, let state, let location, let n, let values) = r.kind {
                return Action(time: r.time, state: state, location: location, numberOfTouches: n, values: values)
            }
            return nil
        }
    }

    /// The view records of a view in the scenario shorthand (`b{1}@0`).
    func views(_ id: String) -> [String] {
        records.compactMap { r in
            if case .view(id, let call, let touches, _) = r.kind {
                let letter = ["touchesBegan": "b", "touchesMoved": "m", "touchesEnded": "e", "touchesCancelled": "c"][call.rawValue]!
                return "\(letter){\(touches.map(String.init).joined(separator: ","))}@\(formatNumber(r.time))"
            }
            return nil
        }
    }

    var warnings: [String] {
        records.compactMap { r in
            if case .warning(_, let message) = r.kind { return message }
            return nil
        }
    }
}

/// One action as a test reads it.
struct Action {
    let time: Double
    let state: RecognizerState
    let location: Point
    let numberOfTouches: Int
    let values: [ParameterValue.MapEntry]

    func value(_ key: String) -> ParameterValue? { values.first { $0.key == key }?.value }

    /// A published point (`translation`, `velocity`).
    func point(_ key: String) -> Point? {
        guard let l = value(key)?.listValue, l.count == 2, let x = l[0].numberValue, let y = l[1].numberValue else { return nil }
        return Point(x: x, y: y)
    }

    func number(_ key: String) -> Double? { value(key)?.numberValue }
}

/// A recognizer description with parameters.
func recognizer(_ id: String, _ type: String, _ parameters: [String: ParameterValue] = [:],
                configure: (inout RecognizerDescription) -> Void = { _ in }) -> RecognizerDescription {
    var d = RecognizerDescription(id: id, type: type)
    d.parameters = parameters.sorted { $0.key < $1.key }.map { ParameterValue.MapEntry(key: $0.key, value: $0.value) }
    configure(&d)
    return d
}

func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }
