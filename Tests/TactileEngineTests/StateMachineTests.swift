import Testing
import TactileCore
@testable import TactileEngine

func run(_ scene: SceneDescription, _ inputs: [TimedInput]) throws -> [Record] {
    let engine = try Engine(scene: scene, registry: Scenes.registry)
    return Replay().run(inputs, on: engine)
}

func warnings(_ records: [Record]) -> [String] {
    records.compactMap { r in
        guard case .warning(_, let message) = r.kind else { return nil }
        return message
    }
}

func actions(_ records: [Record]) -> [String] {
    records.compactMap { r in
        guard case .action(let id, let state, _, _, _) = r.kind else { return nil }
        return "\(id):\(state.rawValue)@\(formatNumber(r.time))"
    }
}

@Suite struct StateMachineTests {
    let stroke = [down(0, 1, 50, 50), move(16, 1, 60, 50), move(32, 1, 70, 50), up(48, 1)]

    @Test func continuousLifecycleWithActions() throws {
        let scene = Scenes.window([Scenes.view("V", recognizers: [
            Scenes.scripted("P", continuous: true, [("touchesMoved", "changed"), ("allTouchesEnded", "ended")])
        ])])
        let records = try run(scene, stroke)
        // changed from possible is normalised to began, with a warning (rule 6).
        #expect(stateLog(records, "P") == ["began@16", "changed@32", "ended@48"])
        #expect(warnings(records) == ["requested changed from possible; treated as began"])
        #expect(actions(records) == ["P:began@16", "P:changed@32", "P:ended@48"])
        #expect(viewLog(records, "V") == ["b{1}@0", "c{1}@16"])
    }

    @Test func illegalRequestsAreNormalised() throws {
        let scene = Scenes.window([Scenes.view("V", recognizers: [
            Scenes.scripted("C", continuous: true, [("touchesBegan", "began"), ("touchesMoved", "began"), ("touchesEnded", "failed")])
        ])])
        let records = try run(scene, stroke)
        #expect(stateLog(records, "C") == ["began@0", "changed@16", "changed@32", "cancelled@48"])
        #expect(warnings(records) == [
            "requested began from began; treated as changed", "requested began from changed; treated as changed",
            "requested failed from changed; treated as cancelled",
        ])
    }

    @Test func discreteRecognizerNeverBeginsAndFailedSendsNoAction() throws {
        let scene = Scenes.window([Scenes.view("V", recognizers: [
            Scenes.scripted("D", [("touchesMoved", "began")]),
            Scenes.scripted("F", [("touchesBegan", "cancelled")]),
        ])])
        let records = try run(scene, stroke)
        #expect(stateLog(records, "D") == ["recognized@16"])
        #expect(stateLog(records, "F") == ["failed@0"])
        #expect(actions(records) == ["D:recognized@16"])
    }

    @Test func resetFollowsEveryTerminalStateAndExcludesUntilTouchesEnd() throws {
        // F fails on its first move while the finger stays down; it must not join finger 2.
        let scene = Scenes.window([Scenes.view("V", multipleTouch: true, recognizers: [
            Scenes.scripted("F", [("touchesMoved", "failed")])
        ])])
        let records = try run(scene, [down(0, 1, 10, 10), move(10, 1, 12, 10), down(20, 2, 30, 30), up(30, 1), up(40, 2), down(50, 3, 10, 10)])
        let feeds = records.compactMap { r -> String? in
            guard case .feed(_, let call, let touches) = r.kind else { return nil }
            return "\(call.rawValue)\(touches)@\(formatNumber(r.time))"
        }
        #expect(feeds == ["touchesBegan[1]@0", "touchesMoved[1]@10", "touchesBegan[3]@50"])
        #expect(records.filter { if case .reset = $0.kind { true } else { false } }.map(\.time) == [10])
    }
}

@Suite struct RobustnessTests {
    /// A custom recognizer that never decides is not auto-failed (Q9), but it cannot hold on to
    /// touches for ever: past the limit the engine fails it, says so, and it starts afresh.
    @Test func anUndecidedCustomRecognizerIsFailedPastTheTouchLimit() throws {
        let scene = Scenes.window([Scenes.view("V", recognizers: [Scenes.scripted("Undecided", [])])])
        var inputs: [TimedInput] = []
        let limit = Engine.maximumTouchesPerAttempt
        for i in 0...limit {
            inputs += [down(Double(i * 1000), 1, 50, 50), up(Double(i * 1000 + 50), 1)]
        }
        let records = try run(scene, inputs)
        #expect(stateLog(records, "Undecided") == ["failed@\(limit * 1000)"])
        #expect(warnings(records) == ["tracked \(limit + 1) touches without deciding; failed"])
    }
}
