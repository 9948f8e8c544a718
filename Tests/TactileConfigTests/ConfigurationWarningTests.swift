import TactileConfig
import Testing

/// The warnings of `tactile check-config`: bindings that can never fire, duplicates.
@Suite struct ConfigurationWarningTests {
    func binding(_ recognizer: String, _ state: String, extra: String = "") -> String {
        "  - on: {recognizer: \(recognizer), state: \(state)}\n\(extra)    do: {ipc: {event: x}}\n"
    }

    @Test func discreteRecognizerNeverBegins() throws {
        #expect(try configurationWarnings(scene("{id: Tap, type: tap}") + "bindings:\n" + binding("Tap", "began")) == [
            "c.yaml:8:5: warning: this binding never fires: 'Tap' is discrete and never sends 'began' (it sends recognized)",
        ])
    }

    @Test func continuousRecognizerNeverRecognizes() throws {
        #expect(try configurationWarnings(scene("{id: Pan, type: pan}") + "bindings:\n" + binding("Pan", "recognized")) == [
            "c.yaml:8:5: warning: this binding never fires: 'Pan' is continuous and never sends 'recognized' (it sends began, changed, ended or cancelled)",
        ])
    }

    @Test func scriptedKindComesFromItsParameter() throws {
        let yaml = scene("{id: S, type: scripted, continuous: true, script: []}") + "bindings:\n" + binding("S", "changed")
        #expect(try configurationWarnings(yaml).isEmpty)
    }

    @Test func disabledRecognizer() throws {
        #expect(try configurationWarnings(scene("{id: Tap, type: tap, enabled: false}") + "bindings:\n" + binding("Tap", "recognized")) == [
            "c.yaml:8:5: warning: this binding never fires: recognizer 'Tap' is disabled (enabled: false)",
        ])
    }

    @Test func delegateThatRefuses() throws {
        let yaml = scene("{id: Tap, type: tap, delegate: {shouldBegin: false}}", "{id: Tap2, type: tap, delegate: {shouldReceiveTouch: false}}")
            + "bindings:\n" + binding("Tap", "recognized") + binding("Tap2", "recognized")
        #expect(try configurationWarnings(yaml) == [
            "c.yaml:9:5: warning: this binding never fires: the delegate of 'Tap' answers shouldBegin: false",
            "c.yaml:11:5: warning: this binding never fires: the delegate of 'Tap2' answers shouldReceiveTouch: false",
        ])
    }

    @Test func hiddenAncestorView() throws {
        let yaml = """
            scene:
              windows:
                - id: W
                  frame: [0, 0, 800, 600]
                  views:
                    - id: Panel
                      frame: [0, 0, 100, 100]
                      hidden: true
                      views:
                        - id: Button
                          frame: [0, 0, 10, 10]
                          recognizers: [{id: Tap, type: tap}]
            bindings:
              - on: {recognizer: Tap, state: recognized}
                do: {ipc: {event: x}}
            """
        #expect(try configurationWarnings(yaml) == [
            "c.yaml:14:5: warning: this binding never fires: view 'Panel' is hidden, so 'Tap' never receives a touch",
        ])
    }

    @Test func viewRefusesItsRecognizerByType() throws {
        let yaml = """
            scene:
              windows:
                - id: W
                  frame: [0, 0, 800, 600]
                  views:
                    - id: V
                      frame: [0, 0, 100, 100]
                      refusesRecognizers: ["type:tap"]
                      recognizers: [{id: Tap, type: tap}]
            bindings:
              - on: {recognizer: Tap, state: recognized}
                do: {ipc: {event: x}}
            """
        #expect(try configurationWarnings(yaml) == [
            "c.yaml:11:5: warning: this binding never fires: view 'V' refuses 'Tap' (refusesRecognizers)",
        ])
    }

    @Test func requiringATwinToFailNeverWins() throws {
        let yaml = scene("{id: A, type: tap, numberOfTapsRequired: 2}", "{id: B, type: tap, numberOfTapsRequired: 2, requireToFail: [A]}")
            + "bindings:\n" + binding("B", "recognized")
        #expect(try configurationWarnings(yaml) == [
            "c.yaml:9:5: warning: this binding never fires: 'B' requires 'A' to fail, but 'A' has the same type and parameters on the same view: it recognizes whenever 'B' would",
        ])
    }

    @Test func theClassicSingleWaitsForDoubleIsFine() throws {
        let yaml = scene("{id: Double, type: tap, numberOfTapsRequired: 2}", "{id: Single, type: tap, requireToFail: [Double]}")
            + "bindings:\n" + binding("Single", "recognized") + binding("Double", "recognized")
        #expect(try configurationWarnings(yaml).isEmpty)
    }

    @Test func stepOnAValueTheTypeDoesNotReport() throws {
        let yaml = scene("{id: Pinch, type: pinch}") + "bindings:\n" + binding("Pinch", "changed", extra: "    every: {translation: 50}\n")
        #expect(try configurationWarnings(yaml) == [
            "c.yaml:8:5: warning: this binding never fires: type pinch reports no translation for every: translation",
        ])
    }

    @Test func fingerCountTheRecognizerNeverHas() throws {
        let yaml = scene("{id: Swipe, type: swipe, numberOfTouchesRequired: 3}", "{id: Pan, type: pan, minimumNumberOfTouches: 2, maximumNumberOfTouches: 3}")
            + "bindings:\n" + binding("Swipe", "recognized", extra: "    when: {fingers: 4}\n")
            + binding("Pan", "changed", extra: "    when: {fingers: 1}\n") + binding("Pan", "ended", extra: "    when: {fingers: 3}\n")
        #expect(try configurationWarnings(yaml) == [
            "c.yaml:9:5: warning: this binding never fires: 'Swipe' recognizes with 3 touches, never 4",
            "c.yaml:12:5: warning: this binding never fires: 'Pan' recognizes with 2 to 3 touches, never 1",
        ])
    }

    @Test func duplicateBindingsAreReportedAtTheSecond() throws {
        let yaml = scene("{id: Tap, type: tap}") + "bindings:\n" + binding("Tap", "recognized")
            + binding("Tap", "recognized", extra: "    when: {device: touchpad}\n") + binding("Tap", "recognized")
        #expect(try configurationWarnings(yaml) == [
            "c.yaml:13:5: warning: this binding and the one at 8:5 react to the same event under the same conditions; both fire, in file order",
        ])
    }

    @Test func keysymWithoutAKeyInTheLayout() throws {
        let yaml = scene("{id: Tap, type: tap}") + "bindings:\n"
            + "  - on: {recognizer: Tap, state: recognized}\n    do: {keys: \"Super_L+Cyrillic_a\"}\n"
        #expect(try configurationWarnings(yaml) == [
            "c.yaml:8:5: warning: no key of layout 'us' types 'Cyrillic_a'; this keys action will fail",
        ])
        #expect(try configurationWarnings(yaml + "settings: {keyboardLayout: ru}\n").isEmpty)
    }
}
