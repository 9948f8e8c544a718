import TactileCore
import TactileEngine
import TactileScenario
import Testing

/// The `expect:` shorthand for the responder chain: `b{1}<V@0` (a call passed on from V) in
/// `views:`, and `events:` for the `modifiers`, `remote` and `motion` records.
@Suite struct ResponderExpectationTests {
    /// Six lines of scene, so `expect:` is line 7.
    static let prefix = """
        scene:
          windows:
            - id: W
              frame: [0, 0, 400, 800]
              views: [{id: S, frame: [0, 0, 300, 300], views: [{id: V, frame: [0, 0, 200, 200]}]}]
              recognizers: [{id: T, type: tap}]

        """

    static func expectation(_ expect: String) throws -> TactileScenario.Expectation {
        try #require(try Scenario.decode(yaml: prefix + expect, file: "s.yaml", registry: TestRecognizerTypes.registry).expect)
    }

    @Test func shorthandDecodes() throws {
        let e = try Self.expectation("""
            expect:
              views: {S: ["b{1}<V@0", "e{1}@80"]}
              events: ["modifiers:super+Shift@5", "modifiers:none@6", "remote:nextTrack>V@10", "remote:play@11",
                       "motion:began:tabletMode@20", "motion:ended:shake>W@21"]
            """)
        #expect(e.views == [.init(id: "S", entries: [
            ExpectedViewCall(call: .touchesBegan, touches: [1], time: 0, from: "V"),
            ExpectedViewCall(call: .touchesEnded, touches: [1], time: 80),
        ])])
        #expect(e.events == [
            ExpectedEvent(kind: .modifiers([.shift, .super]), time: 5),
            ExpectedEvent(kind: .modifiers([]), time: 6),
            ExpectedEvent(kind: .remoteControl(.nextTrack, responder: "V"), time: 10),
            ExpectedEvent(kind: .remoteControl(.play, responder: nil), time: 11),
            ExpectedEvent(kind: .motion(.began, .tabletMode, responder: nil), time: 20),
            ExpectedEvent(kind: .motion(.ended, .shake, responder: "W"), time: 21),
        ])
        #expect(e.events?.map(\.description) == [
            "modifiers:Shift+Super@5", "modifiers:none@6", "remote:nextTrack>V@10", "remote:play@11",
            "motion:began:tabletMode@20", "motion:ended:shake>W@21",
        ])
    }

    @Test func malformedEntries() {
        func error(_ entry: String) -> String? {
            decodingError(Self.prefix + "expect:\n  events: [\"\(entry)\"]\n")
        }
        #expect(error("remote:nextTrak@10")
            == "s.yaml:8:12: events: unknown remote-control subtype 'nextTrak' in 'remote:nextTrak@10'; "
            + "did you mean 'nextTrack'? Expected one of play, pause, stop, togglePlayPause, nextTrack, previousTrack, "
            + "beginSeekingBackward, endSeekingBackward, beginSeekingForward, endSeekingForward, volumeUp, volumeDown, mute")
        #expect(error("motion:tabletMode:began@20")
            == "s.yaml:8:12: events: unknown motion phase 'tabletMode' in 'motion:tabletMode:began@20'; "
            + "expected one of began, ended, cancelled")
        #expect(error("modifiers:Shift+Hyper@5")
            == "s.yaml:8:12: events: unknown modifier 'Hyper' in 'modifiers:Shift+Hyper@5'; expected Shift, Control, Alt, Super or none")
        #expect(error("modifiers:Shift>V@5") == "s.yaml:8:12: events: malformed event 'modifiers:Shift>V@5': modifiers have no responder")
        #expect(error("remote:play>@5") == "s.yaml:8:12: events: malformed event 'remote:play>@5': a responder id follows '>'")
        #expect(error("keyboard:a@5") == "s.yaml:8:12: events: malformed event 'keyboard:a@5': "
            + "expected modifiers:Shift+Super@5, remote:nextTrack>V@10 or motion:began:tabletMode@20")
        #expect(error("remote:play>X@5") == "s.yaml:8:12: events: unknown view id 'X'")
        #expect(error("remote:play>T@5") == "s.yaml:8:12: events: 'T' is a recognizer, not a view")
        #expect(decodingError(Self.prefix + "expect:\n  views: {S: [\"b{1}<Q@0\"]}\n")
            == "s.yaml:8:15: views: unknown view id 'Q'")
        #expect(decodingError(Self.prefix + "expect:\n  views: {S: [\"b{1}<@0\"]}\n")?
            .hasPrefix("s.yaml:8:15: views: malformed view call 'b{1}<@0'") == true)
    }

    @Test func fromMustMatchBothWays() throws {
        let e = try Self.expectation("""
            expect:
              views: {S: ["b{1}@0"], V: ["b{1}<S@0"]}
            """)
        let records = [
            Record(time: 0, kind: .view(view: "V", call: .touchesBegan, touches: [1])),
            Record(time: 0, kind: .view(view: "S", call: .touchesBegan, touches: [1], from: "V")),
        ]
        #expect(e.check(records: records).map(\.description) == [
            """
            views of S differ at entry 1:
              expected: [b{1}@0]
              actual:   [b{1}<V@0]
            """,
            """
            views of V differ at entry 1:
              expected: [b{1}<S@0]
              actual:   [b{1}@0]
            """,
        ])
    }

    @Test func eventsListEveryModifiersRemoteAndMotionRecordInOrder() throws {
        let e = try Self.expectation("""
            expect:
              events: ["modifiers:Super@0", "remote:play>V@10"]
            """)
        let records = [
            Record(time: 0, kind: .modifiers([.super])),
            Record(time: 5, kind: .reset(recognizer: "T")),
            Record(time: 10, kind: .remoteControl(subtype: .play, responder: "V")),
            Record(time: 20, kind: .motion(subtype: .shake, phase: .began, responder: nil)),
        ]
        #expect(e.check(records: records).map(\.description) == [
            """
            events differ at entry 3:
              expected: [modifiers:Super@0, remote:play>V@10]
              actual:   [modifiers:Super@0, remote:play>V@10, motion:began:shake@20]
            """,
        ])
        #expect(e.check(records: Array(records.prefix(3))).isEmpty)
        let other = [Record(time: 0, kind: .modifiers([.super])), Record(time: 10, kind: .remoteControl(subtype: .play, responder: nil))]
        #expect(e.check(records: other).first?.firstDifference == 1)
    }
}
