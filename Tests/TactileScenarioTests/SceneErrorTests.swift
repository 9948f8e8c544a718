import TactileCore
import TactileScenario
import Testing

/// Every kind of scene error, with the exact place and message a user would see.
@Suite struct SceneErrorTests {
    @Test func unknownKeySuggestsTheClosestAllowedKey() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  views:
                    - id: V
                      frmae: [0, 0, 200, 200]
            """) == "s.yaml:7:11: unknown key 'frmae' in view; did you mean 'frame'?")
    }

    @Test func unknownKeyWithoutCloseMatchListsTheAllowedKeys() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  colour: red
            """) == "s.yaml:5:7: unknown key 'colour' in window; allowed keys: id, frame, recognizers, views, handles, firstResponder")
    }

    @Test func unknownTopLevelKey() {
        #expect(decodingError("""
            scene: {windows: []}
            expected: {}
            """) == "s.yaml:2:1: unknown key 'expected' in scenario; did you mean 'expect'?")
    }

    @Test func unknownDelegateKey() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  recognizers:
                    - {id: T, type: tap, delegate: {shouldBeginn: false}}
            """) == "s.yaml:6:41: unknown key 'shouldBeginn' in delegate; did you mean 'shouldBegin'?")
    }

    @Test func frameNeedsFourNumbers() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400]
            """) == "s.yaml:4:14: frame: expected 4 numbers [x, y, width, height], got 3")
    }

    @Test func frameMustBeAList() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: 400
            """) == "s.yaml:4:14: frame: expected 4 numbers [x, y, width, height], got the number 400")
    }

    @Test func frameElementMustBeANumber() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, zero, 400, 800]
            """) == "s.yaml:4:18: frame: expected a number, got \"zero\"")
    }

    @Test func frameSizeMustNotBeNegative() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, -1]
            """) == "s.yaml:4:26: frame: height must be ≥ 0, got -1")
    }

    @Test func alphaMustBeBetweenZeroAndOne() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  views:
                    - {id: V, frame: [0, 0, 10, 10], alpha: 1.5}
            """) == "s.yaml:6:49: alpha: expected a number from 0 to 1, got 1.5")
    }

    @Test func booleanMustBeABoolean() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  views:
                    - id: V
                      frame: [0, 0, 10, 10]
                      hidden: "no"
            """) == "s.yaml:8:19: hidden: expected a boolean (true or false), got \"no\"")
    }

    @Test func idMustBeAString() {
        #expect(decodingError("""
            scene:
              windows:
                - id: 1
                  frame: [0, 0, 400, 800]
            """) == "s.yaml:3:11: id: expected a string, got the number 1")
    }

    @Test func missingRequiredKeyIsReportedAtItsMapping() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  views:
                    - id: V
                      recognizers: []
            """) == "s.yaml:6:11: view is missing required key 'frame'")
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  recognizers:
                    - {id: T}
            """) == "s.yaml:6:11: recognizer is missing required key 'type'")
        #expect(decodingError("""
            scene:
              windows:
                - frame: [0, 0, 400, 800]
            """) == "s.yaml:3:7: window is missing required key 'id'")
    }

    @Test func idsAreUniqueAcrossWindowsViewsAndRecognizers() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  views:
                    - id: V
                      frame: [0, 0, 10, 10]
                      recognizers:
                        - {id: W, type: tap}
            """) == "s.yaml:9:20: duplicate id 'W' (first declared at 3:11)")
    }

    @Test func requireToFailNamesAnUnknownRecognizer() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  recognizers:
                    - {id: Tap1, type: tap, requireToFail: [Tap3]}
                    - {id: Tap2, type: tap}
            """) == "s.yaml:6:49: requireToFail: unknown recognizer id 'Tap3'; did you mean 'Tap1'?")
    }

    @Test func requireToFailNamesAView() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  recognizers:
                    - {id: Tap1, type: tap, requireToFail: [W]}
            """) == "s.yaml:6:49: requireToFail: 'W' is a window, not a recognizer")
    }

    @Test func requireToFailMayNameALaterRecognizer() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  recognizers:
                    - {id: Tap1, type: tap, requireToFail: [Tap2]}
                    - {id: Tap2, type: tap, numberOfTapsRequired: 2}
            """) == nil)
    }

    @Test func selectorNamesAnUnknownRecognizer() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  recognizers:
                    - id: Tap1
                      type: tap
                      cannotPrevent: [all, descendants, "type:scripted", Pan]
            """) == "s.yaml:8:62: cannotPrevent: unknown recognizer id 'Pan'")
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  recognizers:
                    - id: Tap1
                      type: tap
                      delegate: {simultaneousWith: [Tap2]}
            """) == "s.yaml:8:41: simultaneousWith: unknown recognizer id 'Tap2'; did you mean 'Tap1'?")
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  views:
                    - id: V
                      frame: [0, 0, 10, 10]
                      refusesRecognizers: [Tap]
            """) == "s.yaml:8:32: refusesRecognizers: unknown recognizer id 'Tap'")
    }

    @Test func selectorNamesAnUnknownType() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  recognizers:
                    - id: Tap1
                      type: tap
                      cannotBePreventedBy: ["type:pan"]
            """) == "s.yaml:8:33: cannotBePreventedBy: unknown recognizer type 'pan'; known types: scripted, tap")
    }

    @Test func touchFilterNamesAnUnknownView() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  views:
                    - {id: V, frame: [0, 0, 10, 10]}
                  recognizers:
                    - id: Tap1
                      type: tap
                      delegate:
                        shouldReceiveTouch: {exceptFromViews: [V, X]}
            """) == "s.yaml:11:55: exceptFromViews: unknown view id 'X'")
    }

    @Test func relationshipsDecode() throws {
        let scenario = try Scenario.decode(yaml: """
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  views:
                    - id: V
                      frame: [0, 0, 10, 10]
                      refusesRecognizers: [descendants, "type:tap"]
                  recognizers:
                    - id: T
                      type: tap
                      cannotPrevent: [all, S]
                      cannotBePreventedBy: ["type:scripted"]
                      delegate:
                        shouldBegin: false
                        shouldReceiveTouch: {onlyFromViews: [V]}
                        simultaneousWith: [S]
                        shouldRequireFailureOf: [descendants]
                        shouldBeRequiredToFailBy: [all]
                    - {id: S, type: scripted, delegate: {shouldReceiveTouch: false}}
            """, file: "s.yaml", registry: TestRecognizerTypes.registry)
        let window = try #require(scenario.scene.windows.first)
        #expect(window.views.first?.refusesRecognizers == [.descendants, .type("tap")])
        let tap = try #require(window.recognizers.first)
        #expect(tap.cannotPrevent == [.all, .id("S")])
        #expect(tap.cannotBePreventedBy == [.type("scripted")])
        var delegate = DelegateDescription()
        delegate.shouldBegin = false
        delegate.shouldReceiveTouch = .onlyFromViews(["V"])
        delegate.simultaneousWith = [.id("S")]
        delegate.shouldRequireFailureOf = [.descendants]
        delegate.shouldBeRequiredToFailBy = [.all]
        #expect(tap.delegate == delegate)
        #expect(window.recognizers.last?.delegate?.shouldReceiveTouch == .always(false))
    }

    @Test func touchFilterTakesOneKind() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  recognizers:
                    - id: Tap1
                      type: tap
                      delegate:
                        shouldReceiveTouch: {onlyFromViews: [W], exceptFromViews: [W]}
            """) == "s.yaml:9:33: shouldReceiveTouch: expected exactly one of onlyFromViews, exceptFromViews")
    }

    @Test func unknownRecognizerTypeNamesTheKnownOnes() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  recognizers:
                    - {id: T, type: tapp}
            """) == "s.yaml:6:25: unknown recognizer type 'tapp'; did you mean 'tap'? Known types: scripted, tap")
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  recognizers:
                    - {id: T, type: swipe}
            """) == "s.yaml:6:25: unknown recognizer type 'swipe'; known types: scripted, tap")
    }

    @Test func parameterRefusedByTheTypeIsReportedAtItsValue() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  recognizers:
                    - id: T
                      type: tap
                      enabled: true
                      numberOfTapsRequired: 0
            """) == "s.yaml:9:33: numberOfTapsRequired: expected an integer ≥ 1, got 0")
    }

    @Test func misspeltParameterGetsASuggestion() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  recognizers:
                    - id: T
                      type: tap
                      numberOfTapRequired: 2
            """) == "s.yaml:8:32: numberOfTapRequired: unknown parameter of type tap; did you mean 'numberOfTapsRequired'?")
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  recognizers:
                    - id: T
                      type: tap
                      requiresToFail: []
            """) == "s.yaml:8:27: requiresToFail: unknown parameter of type tap; did you mean 'requireToFail'?")
    }

    @Test func nestedParameterErrorPointsInsideTheValue() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  recognizers:
                    - id: S
                      type: scripted
                      script:
                        - {when: touchesBegan, state: began}
                        - {when: touchesMovd, state: changed}
            """) == "s.yaml:10:22: script.1.when: expected one of touchesBegan, touchesMoved, touchesEnded, "
            + "allTouchesEnded, touchesCancelled, got touchesMovd")
    }

    @Test func requireToFailCycleIsNamed() {
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  recognizers:
                    - {id: A, type: tap}
                    - {id: B, type: tap, requireToFail: [C]}
                    - {id: C, type: tap, requireToFail: [A, B]}
            """) == "s.yaml:7:46: requireToFail cycle: B → C → B")
        #expect(decodingError("""
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  recognizers:
                    - {id: A, type: tap, requireToFail: [A]}
            """) == "s.yaml:6:46: requireToFail cycle: A → A")
    }

    @Test func windowsMayCarryRecognizers() throws {
        let scenario = try Scenario.decode(yaml: """
            scene:
              windows:
                - id: W
                  frame: [0, 0, 400, 800]
                  recognizers:
                    - {id: T, type: tap, numberOfTouchesRequired: 2}
            """, file: "s.yaml", registry: TestRecognizerTypes.registry)
        #expect(scenario.scene.windows.first?.recognizers.map(\.id) == ["T"])
        #expect(scenario.input.isEmpty)
        #expect(scenario.expect == nil)
    }

    @Test func yamlSyntaxErrorIsReportedWhereTheParserStopped() {
        #expect(decodingError("""
            scene:
              windows: [
            """) == "s.yaml:3:1: invalid YAML: while parsing a flow node: did not find expected node content")
    }

    @Test func duplicateYAMLKey() {
        #expect(decodingError("""
            scene:
              windows: []
              windows: []
            """) == "s.yaml:2:3: key 'windows' appears more than once in this mapping")
    }

    @Test func emptyFile() {
        #expect(decodingError("") == "s.yaml:1:1: the file is empty: expected a mapping with scene and input")
    }
}
