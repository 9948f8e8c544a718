import Testing
import TactileEngine
import TactilePluginABI
import TactilePluginKit
@testable import TactilePlugins

/// A recognizer that exercises the SDK's surface and remembers what it saw.
final class ProbeRecognizer: GestureRecognizer {
    nonisolated(unsafe) static var seen: [String] = []

    init() { super.init(kind: .continuous) }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        let t = touches[0]
        Self.seen.append("began \(t.id) view \(view.id) \(view.width)x\(view.height) at \(view.originInWindow) in window \(view.windowWidth)x\(view.windowHeight)")
        Self.seen.append("location \(location()) window \(location(in: .window)) now \(now) state \(state) touches \(numberOfTouches) event \(event.allTouches.count)")
        startTimer(7, afterMilliseconds: 100)
        warn("probe saw touch \(t.id)")
    }

    override func touchesMoved(_ touches: [Touch], with event: Event) {
        Self.seen.append("moved from \(touches[0].previousLocation) to \(touches[0].location), initial \(touches[0].initialLocation)")
        cancelTimer(7)
    }

    override func timerFired(_ timer: Int) {
        Self.seen.append("timer \(timer) at \(now)")
        state = .began
        Self.seen.append("state after asking \(state)")
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        state = .ended
    }

    override func reset() { Self.seen.append("reset") }

    override var publishedLocation: Point? { Point(x: 1, y: 2) }

    override var publishedValues: [ParameterValue.MapEntry] {
        [.init(key: "nested", value: .map([.init(key: "list", value: .list([.bool(true), .string("é"), .number(2.5)]))]))]
    }

    /// Never prevents a pan.
    override func canPrevent(_ other: OtherRecognizer) -> Bool { other.typeName != "pan" }
}

@Suite(.serialized) struct SDKTests {
    private func harness(_ recognizers: [RecognizerDescription]) throws -> Harness {
        let plugin = Plugin(name: "probe", version: "0.1", types: [
            RecognizerTypeDeclaration(name: "probe", kind: .continuous, parameters: [ParameterSpec("p", type: "any", default: nil)]) { _ throws(TactilePluginKit.ParameterError) in
                ProbeRecognizer()
            },
        ])
        var registry = RecognizerTypeRegistry()
        try registerStandardRecognizers(into: &registry)
        _ = try PluginRegistration.register(plugin.cDescriptor, file: "probe", builtIn: true, into: &registry)
        var v = ViewDescription(id: "V", frame: Rect(x: 10, y: 20, width: 300, height: 400))
        v.recognizers = recognizers
        return try Harness(views: [v], registry: registry)
    }

    @Test func whatARecognizerSeesAndDoes() throws {
        ProbeRecognizer.seen = []
        let h = try harness([recognizer("Probe", "probe")])
        h.down(1, 50, 60, at: 5)
        h.advance(to: 105)
        h.up(1, at: 110)
        #expect(ProbeRecognizer.seen == [
            "began 1 view V 300.0x400.0 at (10.0, 20.0) in window 400.0x800.0",
            "location (40.0, 40.0) window (50.0, 60.0) now 5.0 state possible touches 1 event 1",
            "timer 7 at 105.0",
            "state after asking began",
            "reset",
        ])
        #expect(h.warnings == ["probe saw touch 1"])
        #expect(h.states("Probe") == ["began@105", "ended@110"])
        let a = try #require(h.actions("Probe").first)
        #expect(a.location == Point(x: 1, y: 2))
        #expect(a.value("nested") == .map([.init(key: "list", value: .list([.bool(true), .string("é"), .number(2.5)]))]))
    }

    @Test func movesCarryPreviousAndInitialLocationsAndCancelTimers() throws {
        ProbeRecognizer.seen = []
        let h = try harness([recognizer("Probe", "probe")])
        h.down(1, 50, 60, at: 0)
        h.move(1, 70, 65, at: 10)
        h.advance(to: 500)
        #expect(ProbeRecognizer.seen.contains("moved from (40.0, 40.0) to (60.0, 45.0), initial (40.0, 40.0)"))
        #expect(!ProbeRecognizer.seen.contains { $0.hasPrefix("timer") })
    }

    /// canPrevent answered through the ABI with the other's type name: the probe lets the pan
    /// begin beside it.
    @Test func canPreventSeesTheOthersType() throws {
        ProbeRecognizer.seen = []
        let h = try harness([recognizer("Probe", "probe"), recognizer("P", "pan")])
        h.down(1, 50, 60, at: 0)
        h.advance(to: 100)
        h.move(1, 90, 60, at: 150)
        #expect(h.states("Probe") == ["began@100"])
        #expect(h.states("P") == ["began@150"])
    }

    @Test func valuesRoundTripThroughTheirCForm() {
        let value = ParameterValue.map([
            .init(key: "a", value: .list([.number(1), .bool(false), .string("x"), .list([]), .map([])])),
            .init(key: "ünï", value: .string("çödé")),
        ])
        let arena = ValueArena()
        #expect(ParameterValue(arena.cValue(value)) == value)
        var error = tactile_error()
        error.write(key: "k", message: String(repeating: "é", count: 400))
        let (key, message) = error.contents
        #expect(key == "k")
        #expect(message == String(repeating: "é", count: 255))
    }
}
