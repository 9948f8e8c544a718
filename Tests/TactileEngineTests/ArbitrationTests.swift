import Testing
import TactileCore
@testable import TactileEngine

@Suite struct ArbitrationTests {
    let tapLike = [down(0, 1, 50, 50), up(80, 1)]

    @Test func deeperRecognizerWinsAndPreventsTheOuterOne() throws {
        let scene = Scenes.window([Scenes.view("Outer", [0, 0, 300, 300], recognizers: [
            Scenes.scripted("O", [("allTouchesEnded", "recognized")])
        ], views: [Scenes.view("Inner", [0, 0, 100, 100], recognizers: [
            Scenes.scripted("I", [("allTouchesEnded", "recognized")])
        ])])])
        let records = try run(scene, tapLike)
        #expect(stateLog(records, "I") == ["recognized@80"])
        #expect(stateLog(records, "O") == ["failed@80"])
    }

    @Test func simultaneityOnEitherSideLetsBothRecognize() throws {
        let scene = Scenes.window([Scenes.view("V", recognizers: [
            Scenes.scripted("A", [("allTouchesEnded", "recognized")]),
            Scenes.scripted("B", [("allTouchesEnded", "recognized")]) { r in
                var d = DelegateDescription()
                d.simultaneousWith = [.id("A")]
                r.delegate = d
            },
        ])])
        let records = try run(scene, tapLike)
        #expect(stateLog(records, "A") == ["recognized@80"])
        #expect(stateLog(records, "B") == ["recognized@80"])
        #expect(actions(records) == ["A:recognized@80", "B:recognized@80"])
    }

    @Test func canPreventAndCanBePreventedMustBothAllow() throws {
        // A cannot prevent B: both recognize. Then B cannot be prevented by A: both recognize.
        for configure in [
            { (a: inout RecognizerDescription, b: inout RecognizerDescription) in a.cannotPrevent = [.id("B")] },
            { (a: inout RecognizerDescription, b: inout RecognizerDescription) in b.cannotBePreventedBy = [.type("scripted")] },
        ] {
            var a = Scenes.scripted("A", [("allTouchesEnded", "recognized")])
            var b = Scenes.scripted("B", [("touchesEnded", "recognized")])
            configure(&a, &b)
            b.parameters[1] = .init(key: "script", value: .list([.map([
                .init(key: "when", value: .string("allTouchesEnded")), .init(key: "state", value: .string("recognized")),
            ])]))
            let records = try run(Scenes.window([Scenes.view("V", recognizers: [a, b])]), tapLike)
            // Rule 12: B prevents A but A does not prevent B, so A is dominated and fails,
            // although it comes first in attachment order.
            #expect(stateLog(records, "A") == ["failed@80"])
            #expect(stateLog(records, "B") == ["recognized@80"])
        }
    }

    @Test func requirementMakesTheDependentWaitAndReleasesItOnFailure() throws {
        let scene = Scenes.window([Scenes.view("V", recognizers: [
            Scenes.scripted("Single", [("allTouchesEnded", "recognized")]) { $0.requireToFail = ["Long"] },
            Scenes.scripted("Long", [("touchesMoved", "failed")]),
        ])])
        let records = try run(scene, [down(0, 1, 50, 50), up(80, 1), down(300, 2, 50, 50), move(310, 2, 52, 50)])
        // Single waits (pending: no state record) while Long, which shares touch 1, may still
        // recognize; Long is custom, so it is not failed when touch 1 ends, and joins touch 2.
        // Its failure on touch 2's move releases Single (rule 14), which cancels the withheld
        // touch 1, an earlier sequence, in its own message first (rule 20).
        #expect(stateLog(records, "Single") == ["recognized@310"])
        #expect(stateLog(records, "Long") == ["failed@310"])
        #expect(viewLog(records, "V") == ["b{1}@0", "b{2}@300", "c{1}@310", "m{2}@310"])
    }

    @Test func requirementThatRecognizesFailsTheDependent() throws {
        let scene = Scenes.window([Scenes.view("V", recognizers: [
            Scenes.scripted("Dependent", [("touchesBegan", "recognized")]) { $0.requireToFail = ["Other"] },
            // Other is fed after Dependent requested: the requirement still holds (it shares the
            // touch by the end of the feeding).
            Scenes.scripted("Other", [("allTouchesEnded", "recognized")]),
        ])])
        let records = try run(scene, tapLike)
        #expect(stateLog(records, "Dependent") == ["failed@80"])
        #expect(stateLog(records, "Other") == ["recognized@80"])
    }

    @Test func delegateCycleIsBrokenWithAWarning() throws {
        func dependsOn(_ other: String) -> (inout RecognizerDescription) -> Void {
            { r in
                var d = DelegateDescription()
                d.shouldRequireFailureOf = [.id(other)]
                r.delegate = d
            }
        }
        let scene = Scenes.window([Scenes.view("V", recognizers: [
            Scenes.scripted("G", [("allTouchesEnded", "recognized")], configure: dependsOn("H")),
            Scenes.scripted("H", [("allTouchesEnded", "recognized")], configure: dependsOn("G")),
        ])])
        let records = try run(scene, tapLike)
        #expect(warnings(records).contains("failure requirement on G would close a cycle; dropped"))
        #expect(stateLog(records, "H") == ["recognized@80"])
        #expect(stateLog(records, "G") == ["failed@80"])
    }
}

@Suite struct DeliveryTests {
    @Test func delaysTouchesBeganReleasesBeganWithACatchUpMove() throws {
        let scene = Scenes.window([Scenes.view("V", recognizers: [
            Scenes.scripted("D", [("touchesMoved", "failed")]) { $0.delaysTouchesBegan = true }
        ])])
        let records = try run(scene, [down(0, 1, 50, 50), move(16, 1, 55, 50), move(32, 1, 60, 50), up(48, 1)])
        #expect(viewLog(records, "V") == ["b{1}@16", "m{1}@16", "m{1}@32", "e{1}@48"])
    }

    @Test func systemCancelOfAWithheldBeganIsDiscardedSilently() throws {
        let scene = Scenes.window([Scenes.view("V", recognizers: [
            Scenes.scripted("D", []) { $0.delaysTouchesBegan = true }
        ])])
        let cancel = TimedInput(time: 30, event: .touch(TouchInput(action: .cancel, id: 1)))
        let records = try run(scene, [down(0, 1, 50, 50), cancel])
        #expect(viewLog(records, "V") == [])
        #expect(stateLog(records, "D") == ["failed@30"])
    }

    @Test func secondFingerIsDroppedForASingleTouchViewButNotForRecognizers() throws {
        let scene = Scenes.window([Scenes.view("V", recognizers: [
            Scenes.scripted("S", [("touchesEnded", "failed")]) { $0.delaysTouchesEnded = false }
        ])])
        let records = try run(scene, [down(0, 1, 50, 50), down(10, 2, 60, 60), up(20, 2), up(30, 1)])
        #expect(viewLog(records, "V") == ["b{1}@0", "e{1}@30"])
        let fed = records.compactMap { r -> [Int]? in
            guard case .feed(_, .touchesBegan, let touches) = r.kind else { return nil }
            return touches
        }
        #expect(fed == [[1], [2]])
    }

    @Test func disablingAnActiveRecognizerCancelsIt() throws {
        let scene = Scenes.window([Scenes.view("V", recognizers: [
            Scenes.scripted("P", continuous: true, [("touchesMoved", "began")])
        ])])
        let disable = TimedInput(time: 20, event: .set(PropertyChange(target: "P", key: "enabled", value: .bool(false))))
        let records = try run(scene, [down(0, 1, 50, 50), move(10, 1, 70, 50), disable, move(30, 1, 80, 50), up(40, 1)])
        #expect(stateLog(records, "P") == ["began@10", "cancelled@20"])
        #expect(actions(records) == ["P:began@10", "P:cancelled@20"])
    }
}

/// The engine's own account of its decisions (`RecognizerSummary.reason`), which `explain` reports.
@Suite struct DecisionReasonTests {
    @Test func reasonsNameWhatDecided() throws {
        let scene = Scenes.window([Scenes.view("Outer", [0, 0, 300, 300], recognizers: [
            Scenes.scripted("O", [("allTouchesEnded", "recognized")]),
            Scenes.scripted("Waiter", [("allTouchesEnded", "recognized")]) { $0.requireToFail = ["Slow"] },
            Scenes.scripted("Slow", []),
        ], views: [Scenes.view("Inner", [0, 0, 100, 100], recognizers: [
            Scenes.scripted("I", [("allTouchesEnded", "recognized")])
        ])])])
        let engine = try Engine(scene: scene, registry: Scenes.registry)
        _ = Replay().run([down(0, 1, 50, 50), up(80, 1)], on: engine)
        let reasons = Dictionary(uniqueKeysWithValues: engine.recognizerSummaries.map { ($0.id, $0.reason) })
        #expect(reasons["I"] == "recognized")
        #expect(reasons["O"] == "prevented: I recognized")
        // Waiter was prevented by I too, after it had been told to wait for Slow.
        #expect(reasons["Waiter"] == "prevented: I recognized")
        #expect(reasons["Slow"] == "prevented: I recognized")
    }
}
