import TactileCore
import TactileEngine
import TactileScenario
import Testing

/// The responder chain and modifiers in files: the scene keys `handles`, `firstResponder` and
/// `requiredModifiers`, their `set:` lines, the `from` of passed view records, and the
/// `events:` shorthand, with the exact errors a user would see.
@Suite struct ResponderFileTests {
    static func scene(_ yaml: String) throws -> SceneDescription {
        try Scenario.decode(yaml: yaml, file: "s.yaml", registry: TestRecognizerTypes.registry).scene
    }

    @Test func responderKeysDecodeOnWindowsAndViews() throws {
        let scene = try Self.scene("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  handles: [remoteControl, motion]
                  views:
                    - id: V
                      frame: [0, 0, 200, 200]
                      handles: []
                      firstResponder: true
                      recognizers:
                        - {id: T, type: tap, requiredModifiers: [super, Shift]}
                    - {id: U, frame: [0, 0, 10, 10], firstResponder: false}
            """)
        let window = scene.windows[0]
        #expect(window.handles == [.remoteControl, .motion])
        #expect(!window.firstResponder)
        #expect(window.views[0].handles == [])
        #expect(window.views[0].firstResponder)
        #expect(window.views[1].handles == .touches)
        #expect(window.views[0].recognizers[0].requiredModifiers == [.super, .shift])
        #expect(scene.firstResponderID == "V")
    }

    @Test func absentKeysKeepTodaysBehaviour() throws {
        let scene = try Self.scene("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  views: [{id: V, frame: [0, 0, 200, 200], recognizers: [{id: T, type: tap}]}]
            """)
        #expect(scene.windows[0].handles == .touches)
        #expect(scene.windows[0].views[0].handles == .touches)
        #expect(scene.windows[0].views[0].recognizers[0].requiredModifiers == nil)
        #expect(scene.firstResponderID == nil)
    }

    @Test func twoFirstRespondersAreAnErrorNamingBoth() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  firstResponder: true
                  views:
                    - id: V
                      frame: [0, 0, 200, 200]
                      firstResponder: true
            """) == "s.yaml:9:11: firstResponder: 'V' and 'W' (at 5:7) are both first responder; a scene has at most one")
    }

    @Test func unknownEventKindInHandles() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  handles: [touches, motoin]
            """) == "s.yaml:5:26: handles: unknown event kind 'motoin'; did you mean 'motion'? "
            + "Known kinds: touches, remoteControl, motion")
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  views: [{id: V, frame: [0, 0, 1, 1], handles: [presses]}]
            """) == "s.yaml:5:54: handles: unknown event kind 'presses'; known kinds: touches, remoteControl, motion")
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  handles: touches
            """) == "s.yaml:5:16: handles: expected a list, got \"touches\"")
    }

    @Test func unknownRequiredModifier() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  recognizers: [{id: T, type: tap, requiredModifiers: [Supr]}]
            """) == "s.yaml:5:60: requiredModifiers: unknown modifier 'Supr'; did you mean 'Super'? "
            + "Known modifiers: Shift, Control, Alt, Super")
    }

    static let withInput = """
        scene:
          windows:
            - id: W
              frame: [0, 0, 400, 800]
              views: [{id: V, frame: [0, 0, 200, 200], recognizers: [{id: T, type: tap}]}]
        input:

        """

    @Test func setLines() throws {
        let input = try Scenario.decode(yaml: Self.withInput + """
              - {t: 0, set: {id: V, firstResponder: true}}
              - {t: 1, set: {id: W, firstResponder: false}}
              - {t: 2, set: {id: T, requiredModifiers: [Super, alt]}}
              - {t: 3, set: {id: T, requiredModifiers: []}}
            """, file: "s.yaml", registry: TestRecognizerTypes.registry).input
        #expect(input.map(\.event) == [
            .set(PropertyChange(target: "V", key: "firstResponder", value: .bool(true))),
            .set(PropertyChange(target: "W", key: "firstResponder", value: .bool(false))),
            .set(PropertyChange(target: "T", key: "requiredModifiers", value: .list([.string("Alt"), .string("Super")]))),
            .set(PropertyChange(target: "T", key: "requiredModifiers", value: .list([]))),
        ])
        #expect(decodingError(Self.withInput + """
              - {t: 0, set: {id: V, firstResponder: yes please}}
            """) == "s.yaml:7:41: firstResponder: expected a boolean (true or false), got \"yes please\"")
        #expect(decodingError(Self.withInput + """
              - {t: 0, set: {id: T, requiredModifiers: [Hyper]}}
            """) == "s.yaml:7:45: requiredModifiers: unknown modifier 'Hyper'; known modifiers: Shift, Control, Alt, Super")
        #expect(decodingError(Self.withInput + """
              - {t: 0, set: {id: V, handles: [touches]}}
            """)?.hasPrefix("s.yaml:7:25: unknown key 'handles' in set on view 'V'") == true)
    }

    @Test func passedViewRecordsCarryFromLast() {
        let passed = Record(time: 80, kind: .view(view: "S", call: .touchesEnded, touches: [1, 2], from: "V"))
        #expect(passed.jsonLine == #"{"t":80,"kind":"view","view":"S","call":"touchesEnded","touches":[1,2],"from":"V"}"#)
        #expect(passed.readableLine == "     80 ms  view S      touchesEnded [1, 2] from V")
        let direct = Record(time: 80, kind: .view(view: "S", call: .touchesEnded, touches: [1]))
        #expect(direct.readableLine == "     80 ms  view S      touchesEnded [1]")
    }
}
