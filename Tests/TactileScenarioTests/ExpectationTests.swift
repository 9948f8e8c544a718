import TactileCore
import TactileEngine
import TactileScenario
import Testing

/// `expect:` decoding and errors, and the diff of expected against actual records.
@Suite struct ExpectationTests {
    /// Eleven lines of scene and input, so `expect:` is line 12.
    static let prefix = """
        scene:
          windows:
            - id: W
              frame: [0, 0, 400, 800]
              views:
                - id: V
                  frame: [0, 0, 200, 200]
                  recognizers:
                    - {id: Tap1, type: tap}
        input:
          - {t: 0, attach: {view: V, recognizer: {id: Late, type: tap}}}

        """

    static func error(_ expect: String) -> String? {
        decodingError(prefix + expect)
    }

    static func expectation(_ expect: String) throws -> TactileScenario.Expectation {
        try #require(try Scenario.decode(yaml: prefix + expect, file: "s.yaml", registry: TestRecognizerTypes.registry).expect)
    }

    @Test func shorthandDecodes() throws {
        let expect = try Self.expectation("""
            expect:
              states: {Tap1: [began@0, "changed@16.5", ended@80], Late: []}
              views: {V: ["b{2, 1}@0", "m{1}@16", "e{1}@80", "c{2}@90"], W: []}
              actions: ["Tap1:recognized@430.25"]
            """)
        #expect(expect.states == [
            .init(id: "Tap1", entries: [
                ExpectedState(state: .began, time: 0), ExpectedState(state: .changed, time: 16.5),
                ExpectedState(state: .ended, time: 80),
            ]),
            .init(id: "Late", entries: []),
        ])
        #expect(expect.views == [
            .init(id: "V", entries: [
                ExpectedViewCall(call: .touchesBegan, touches: [1, 2], time: 0),
                ExpectedViewCall(call: .touchesMoved, touches: [1], time: 16),
                ExpectedViewCall(call: .touchesEnded, touches: [1], time: 80),
                ExpectedViewCall(call: .touchesCancelled, touches: [2], time: 90),
            ]),
            .init(id: "W", entries: []),
        ])
        #expect(expect.actions == [ExpectedAction(recognizer: "Tap1", state: .recognized, time: 430.25)])
    }

    @Test func unknownIds() {
        #expect(Self.error("""
            expect:
              states: {Tap2: []}
            """) == "s.yaml:13:12: states: unknown recognizer id 'Tap2'; did you mean 'Tap1'?")
        #expect(Self.error("""
            expect:
              states: {V: []}
            """) == "s.yaml:13:12: states: 'V' is a view, not a recognizer")
        #expect(Self.error("""
            expect:
              views: {Tap1: []}
            """) == "s.yaml:13:11: views: 'Tap1' is a recognizer, not a view")
        #expect(Self.error("""
            expect:
              actions: ["Tap9:recognized@1"]
            """) == "s.yaml:13:13: actions: unknown recognizer id 'Tap9'; did you mean 'Tap1'?")
        #expect(Self.error("""
            expect:
              state: {}
            """) == "s.yaml:13:3: unknown key 'state' in expect; did you mean 'states'?")
    }

    @Test func malformedShorthand() {
        #expect(Self.error("""
            expect:
              states: {Tap1: [faild@430]}
            """) == "s.yaml:13:19: states: unknown state 'faild' in 'faild@430'; did you mean 'failed'? "
            + "States: began, changed, ended, cancelled, failed, recognized")
        #expect(Self.error("""
            expect:
              states: {Tap1: [possible@0]}
            """) == "s.yaml:13:19: states: unknown state 'possible' in 'possible@0'; "
            + "states: began, changed, ended, cancelled, failed, recognized")
        #expect(Self.error("""
            expect:
              states: {Tap1: [failed]}
            """) == "s.yaml:13:19: states: malformed entry 'failed': missing '@TIME', as in failed@430")
        #expect(Self.error("""
            expect:
              states: {Tap1: [failed@soon]}
            """) == "s.yaml:13:19: states: malformed time 'soon' in 'failed@soon': expected milliseconds such as 430 or 16.5")
        #expect(Self.error("""
            expect:
              views: {V: ["x{1}@0"]}
            """) == "s.yaml:13:15: views: malformed view call 'x{1}@0': "
            + "expected b, m, e or c, touch ids in braces, @ and a time, such as b{1,2}@0 (b{1}<V@0 for a call passed on from V)")
        #expect(Self.error("""
            expect:
              views: {V: ["b{1,a}@0"]}
            """) == "s.yaml:13:15: views: malformed view call 'b{1,a}@0': touch id 'a' is not an integer")
        #expect(Self.error("""
            expect:
              actions: ["recognized@0"]
            """) == "s.yaml:13:13: actions: malformed action 'recognized@0': "
            + "expected RECOGNIZER:STATE@TIME, such as Tap1:recognized@430")
        #expect(Self.error("""
            expect:
              states: {Tap1: [430]}
            """) == "s.yaml:13:19: states: expected a string, got the number 430")
    }

    static let records = [
        Record(time: 0, kind: .feed(recognizer: "Tap1", call: .touchesBegan, touches: [1])),
        Record(time: 0, kind: .view(view: "V", call: .touchesBegan, touches: [1])),
        Record(time: 80, kind: .feed(recognizer: "Tap1", call: .touchesEnded, touches: [1])),
        Record(time: 80, kind: .state(recognizer: "Tap1", from: .possible, to: .recognized)),
        Record(time: 80, kind: .view(view: "V", call: .touchesCancelled, touches: [1])),
        Record(time: 80, kind: .action(recognizer: "Tap1", state: .recognized, location: Point(x: 50, y: 50),
                                       numberOfTouches: 1, values: [])),
        Record(time: 80, kind: .reset(recognizer: "Tap1")),
        Record(time: 80.00000000000001, kind: .state(recognizer: "Late", from: .possible, to: .failed)),
    ]

    @Test func matchingExpectationHasNoMismatch() throws {
        let expect = try Self.expectation("""
            expect:
              states: {Tap1: [recognized@80], Late: [failed@80.0]}
              views: {V: ["b{1}@0", "c{1}@80"]}
              actions: ["Tap1:recognized@80"]
            """)
        #expect(expect.check(records: Self.records).isEmpty)
    }

    @Test func unnamedRecognizersAndViewsAreNotChecked() throws {
        let expect = try Self.expectation("""
            expect:
              states: {Tap1: [recognized@80]}
            """)
        #expect(expect.check(records: Self.records).isEmpty)
    }

    @Test func mismatchesAreShownAsADiff() throws {
        let expect = try Self.expectation("""
            expect:
              states: {Tap1: [failed@80], Late: []}
              views: {V: ["b{1}@0", "e{1}@80"], W: []}
              actions: []
            """)
        let mismatches = expect.check(records: Self.records)
        #expect(mismatches.map(\.description) == [
            """
            states of Tap1 differ at entry 1:
              expected: [failed@80]
              actual:   [recognized@80]
            """,
            """
            states of Late differ at entry 1:
              expected: []
              actual:   [failed@80.00000000000001]
            """,
            """
            views of V differ at entry 2:
              expected: [b{1}@0, e{1}@80]
              actual:   [b{1}@0, c{1}@80]
            """,
            """
            actions differ at entry 1:
              expected: []
              actual:   [Tap1:recognized@80]
            """,
        ])
    }

    @Test func timesCompareNumerically() throws {
        let expect = try Self.expectation("""
            expect:
              states: {Tap1: [recognized@80.000]}
              views: {V: ["b{1}@0.0", "c{1}@80"]}
            """)
        #expect(expect.check(records: Self.records).isEmpty)
        let late = try Self.expectation("""
            expect:
              states: {Tap1: [recognized@80.5]}
            """)
        #expect(late.check(records: Self.records).count == 1)
    }
}
