import TactileCore
import TactileEngine
import TactileScenario
import Testing

/// Input lines: their mapping to input events, and every error that only shows in sequence.
@Suite struct InputErrorTests {
    /// Nine lines of scene, so the first input line is line 10.
    static let scene = """
        scene:
          windows:
            - id: W
              frame: [0, 0, 400, 800]
              views:
                - {id: V, frame: [0, 0, 200, 200]}
              recognizers:
                - {id: T, type: tap}
        input:

        """

    static func error(_ input: String) -> String? {
        decodingError(scene + input)
    }

    static func decode(_ input: String) throws -> [TimedInput] {
        try Scenario.decode(yaml: scene + input, file: "s.yaml", registry: TestRecognizerTypes.registry).input
    }

    @Test func linesMapToInputEvents() throws {
        let input = try Self.decode("""
              - {t: 0, touch: down, id: 1, x: 50, y: 50.5, radius: 4}
              - {t: 16.5, touch: move, id: 1, x: 52, y: 50}
              - {t: 80, touch: up, id: 1}
              - {t: 90, touch: down, id: 2, x: 1, y: 2}
              - {t: 95, touch: up, id: 2, x: 3, y: 4}
              - {t: 100, touch: down, id: 1, x: 5, y: 5}
              - {t: 100, touch: cancel, id: 1}
              - {t: 120, set: {id: T, enabled: false}}
              - {t: 130, set: {id: V, alpha: 0.5}}
              - {t: 140, set: {id: T, numberOfTapsRequired: 2}}
              - {t: 150, attach: {view: V, recognizer: {id: S, type: scripted, continuous: true}}}
              - {t: 160, detach: S}
            """)
        #expect(input == [
            TimedInput(time: 0, event: .touch(TouchInput(action: .down, id: 1, location: Point(x: 50, y: 50.5), radius: 4))),
            TimedInput(time: 16.5, event: .touch(TouchInput(action: .move, id: 1, location: Point(x: 52, y: 50)))),
            TimedInput(time: 80, event: .touch(TouchInput(action: .up, id: 1))),
            TimedInput(time: 90, event: .touch(TouchInput(action: .down, id: 2, location: Point(x: 1, y: 2)))),
            TimedInput(time: 95, event: .touch(TouchInput(action: .up, id: 2, location: Point(x: 3, y: 4)))),
            TimedInput(time: 100, event: .touch(TouchInput(action: .down, id: 1, location: Point(x: 5, y: 5)))),
            TimedInput(time: 100, event: .touch(TouchInput(action: .cancel, id: 1))),
            TimedInput(time: 120, event: .set(PropertyChange(target: "T", key: "enabled", value: .bool(false)))),
            TimedInput(time: 130, event: .set(PropertyChange(target: "V", key: "alpha", value: .number(0.5)))),
            TimedInput(time: 140, event: .set(PropertyChange(target: "T", key: "numberOfTapsRequired", value: .number(2)))),
            TimedInput(time: 150, event: .attach(view: "V", recognizer: {
                var recognizer = RecognizerDescription(id: "S", type: "scripted")
                recognizer.parameters = [.init(key: "continuous", value: .bool(true))]
                return recognizer
            }())),
            TimedInput(time: 160, event: .detach(recognizer: "S")),
        ])
    }

    @Test func timeNeverGoesBackwards() {
        #expect(Self.error("""
              - {t: 80, touch: down, id: 1, x: 50, y: 50}
              - {t: 30, touch: up, id: 1}
            """) == "s.yaml:11:9: time goes backwards: 30 after 80")
    }

    @Test func missingTime() {
        #expect(Self.error("""
              - {touch: down, id: 1, x: 50, y: 50}
            """) == "s.yaml:10:5: touch line is missing required key 't'")
    }

    @Test func touchAlreadyDown() {
        #expect(Self.error("""
              - {t: 0, touch: down, id: 1, x: 50, y: 50}
              - {t: 10, touch: down, id: 1, x: 60, y: 50}
            """) == "s.yaml:11:30: touch id 1 is already down (since 0)")
    }

    @Test func touchNotDown() {
        #expect(Self.error("""
              - {t: 0, touch: down, id: 1, x: 50, y: 50}
              - {t: 10, touch: move, id: 2, x: 60, y: 50}
            """) == "s.yaml:11:30: touch move for touch id 2, which is not down")
        #expect(Self.error("""
              - {t: 0, touch: down, id: 1, x: 50, y: 50}
              - {t: 10, touch: up, id: 1}
              - {t: 20, touch: cancel, id: 1}
            """) == "s.yaml:12:32: touch cancel for touch id 1, which is not down")
    }

    @Test func touchLineShape() {
        #expect(Self.error("""
              - {t: 0, touch: press, id: 1, x: 50, y: 50}
            """) == "s.yaml:10:19: touch: expected one of down, move, up, cancel, got \"press\"")
        #expect(Self.error("""
              - {t: 0, touch: down, id: 1, x: 50}
            """) == "s.yaml:10:5: touch down is missing required key 'y'")
        #expect(Self.error("""
              - {t: 0, touch: down, id: 1, x: 50, y: 50}
              - {t: 1, touch: up, id: 1, y: 50}
            """) == "s.yaml:11:5: touch up: give both x and y, or neither")
        #expect(Self.error("""
              - {t: 0, touch: down, id: 1, x: 50, y: 50}
              - {t: 1, touch: cancel, id: 1, x: 50, y: 50}
            """) == "s.yaml:11:34: 'x' is not allowed on a touch cancel")
        #expect(Self.error("""
              - {t: 0, touch: down, id: one, x: 50, y: 50}
            """) == "s.yaml:10:29: id: expected an integer, got \"one\"")
        #expect(Self.error("""
              - {t: 0, touch: down, id: 1, x: 50, y: 50, z: 1}
            """) == "s.yaml:10:46: unknown key 'z' in touch line; allowed keys: t, touch, id, x, y, radius")
    }

    @Test func radiusOnlyOnDownAndMove() {
        #expect(Self.error("""
              - {t: 0, touch: down, id: 1, x: 50, y: 50, radius: 3}
              - {t: 1, touch: up, id: 1, radius: 3}
            """) == "s.yaml:11:30: 'radius' is not allowed on a touch up")
        #expect(Self.error("""
              - {t: 0, touch: down, id: 1, x: 50, y: 50, radius: -3}
            """) == "s.yaml:10:54: radius: expected a number ≥ 0, got the number -3")
    }

    @Test func windowsAreViewsForSetAndAttach() throws {
        let input = try Self.decode("""
              - {t: 0, set: {id: W, userInteractionEnabled: false}}
              - {t: 1, attach: {view: W, recognizer: {id: S, type: tap}}}
            """)
        #expect(input.first == TimedInput(time: 0, event: .set(PropertyChange(
            target: "W", key: "userInteractionEnabled", value: .bool(false)))))
    }

    @Test func lineNeedsExactlyOneKind() {
        #expect(Self.error("""
              - {t: 0}
            """) == "s.yaml:10:5: input line: expected exactly one of touch, set, attach, detach, modifiers, remote, motion, device; found none")
        #expect(Self.error("""
              - {t: 0, tuoch: down, id: 1, x: 50, y: 50}
            """) == "s.yaml:10:12: unknown key 'tuoch' in input line; did you mean 'touch'?")
        #expect(Self.error("""
              - {t: 0, detach: T, set: {id: T, enabled: false}}
            """) == "s.yaml:10:5: input line: expected exactly one of touch, set, attach, detach, modifiers, remote, motion, device; found set and detach")
    }

    @Test func setNamesAnUnknownId() {
        #expect(Self.error("""
              - {t: 0, set: {id: VV, hidden: true}}
            """) == "s.yaml:10:22: set: unknown id 'VV'")
    }

    @Test func setOnAViewTakesViewPropertiesOnly() {
        #expect(Self.error("""
              - {t: 0, set: {id: V, hiden: true}}
            """) == "s.yaml:10:25: unknown key 'hiden' in set on view 'V'; did you mean 'hidden'?")
        #expect(Self.error("""
              - {t: 0, set: {id: V, hidden: 1}}
            """) == "s.yaml:10:33: hidden: expected a boolean (true or false), got the number 1")
        #expect(Self.error("""
              - {t: 0, set: {id: V, alpha: 2}}
            """) == "s.yaml:10:32: alpha: expected a number from 0 to 1, got 2")
    }

    @Test func setOnARecognizerChecksCommonProperties() {
        #expect(Self.error("""
              - {t: 0, set: {id: T, enabled: "no"}}
            """) == "s.yaml:10:34: enabled: expected a boolean (true or false), got \"no\"")
        #expect(Self.error("""
              - {t: 0, set: {id: T, enabled: false, delaysTouchesBegan: true}}
            """) == "s.yaml:10:17: set: expected exactly one property beside 'id', got 2 (enabled, delaysTouchesBegan)")
    }

    @Test func setCannotChangeWhatIsFixedAtCreation() {
        #expect(Self.error("""
              - {t: 0, set: {id: T, requireToFail: []}}
            """) == "s.yaml:10:25: set: 'requireToFail' cannot be changed at run time; "
            + "settable: enabled, cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded, requiredModifiers "
            + "and the type's parameters")
    }

    @Test func attachValidatesLikeTheScene() {
        #expect(Self.error("""
              - {t: 0, attach: {view: X, recognizer: {id: S, type: tap}}}
            """) == "s.yaml:10:27: attach: unknown view id 'X'")
        #expect(Self.error("""
              - {t: 0, attach: {view: V, recognizer: {id: T, type: tap}}}
            """) == "s.yaml:10:47: duplicate id 'T' (first declared at 8:16)")
        #expect(Self.error("""
              - {t: 0, attach: {view: V, recognizer: {id: S, type: tap, numberOfTapsRequired: -1}}}
            """) == "s.yaml:10:83: numberOfTapsRequired: expected an integer ≥ 1, got -1")
        #expect(Self.error("""
              - {t: 0, attach: {view: V, recognizer: {id: S, type: tap, requireToFail: [S]}}}
            """) == "s.yaml:10:77: requireToFail cycle: S → S")
    }

    @Test func attachedIdsJoinTheIdSpaceFromThatLine() throws {
        #expect(Self.error("""
              - {t: 0, set: {id: S, enabled: false}}
              - {t: 10, attach: {view: V, recognizer: {id: S, type: tap}}}
            """) == "s.yaml:10:22: set: unknown id 'S'")
        let input = try Self.decode("""
              - {t: 10, attach: {view: V, recognizer: {id: S, type: tap}}}
              - {t: 20, attach: {view: W, recognizer: {id: S2, type: tap, requireToFail: [S, T]}}}
              - {t: 30, set: {id: S, enabled: false}}
            """)
        #expect(input.count == 3)
    }

    @Test func detachNeedsAnAttachedRecognizer() {
        #expect(Self.error("""
              - {t: 0, detach: V}
            """) == "s.yaml:10:20: detach: 'V' is a view, not a recognizer")
        #expect(Self.error("""
              - {t: 0, detach: T}
              - {t: 5, detach: T}
            """) == "s.yaml:11:20: detach: recognizer 'T' was detached at 0")
        #expect(Self.error("""
              - {t: 0, detach: T}
              - {t: 5, set: {id: T, enabled: true}}
            """) == "s.yaml:11:22: set: recognizer 'T' was detached at 0")
    }
}
