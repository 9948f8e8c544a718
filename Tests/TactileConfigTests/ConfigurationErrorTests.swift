import TactileConfig
import Testing

/// Every kind of configuration error, with the place and message a user sees.
@Suite struct ConfigurationErrorTests {
    let pan = scene("{id: Pan, type: pan}")

    @Test func emptyFile() {
        #expect(configurationError("\n") == "c.yaml:1:1: the file is empty: expected a mapping with scene, bindings and settings")
    }

    @Test func unknownTopLevelKeySuggests() {
        #expect(configurationError(pan + "binding: []\n")
            == "c.yaml:7:1: unknown key 'binding' in configuration; did you mean 'bindings'?")
    }

    @Test func missingScene() {
        #expect(configurationError("bindings: []\n") == "c.yaml:1:1: configuration is missing required key 'scene'")
    }

    @Test func sceneErrorsComeFromTheScenarioDecoder() {
        #expect(configurationError("""
            scene:
              windows:
                - id: W
                  frmae: [0, 0, 1, 1]
            """) == "c.yaml:4:7: unknown key 'frmae' in window; did you mean 'frame'?")
        #expect(configurationError(scene("{id: P, type: pann}"))?.hasPrefix("c.yaml:6:25: unknown recognizer type 'pann'; did you mean 'pan'?") == true)
    }

    @Test func unknownRecognizerSuggests() {
        #expect(configurationError(pan + """
            bindings:
              - on: {recognizer: Pna, state: began}
                do: {ipc: {event: x}}
            """) == "c.yaml:8:22: recognizer: no recognizer 'Pna' in the scene; did you mean 'Pan'?")
    }

    @Test func failedIsNotBindable() {
        #expect(configurationError(pan + """
            bindings:
              - on: {recognizer: Pan, state: failed}
                do: {ipc: {event: x}}
            """) == "c.yaml:8:34: state: no action is sent on failed; expected one of began, changed, ended, recognized, cancelled")
    }

    @Test func unknownStateIsNamed() {
        #expect(configurationError(pan + """
            bindings:
              - on: {recognizer: Pan, state: moved}
                do: {ipc: {event: x}}
            """) == "c.yaml:8:34: state: unknown state 'moved'; expected one of began, changed, ended, recognized, cancelled")
    }

    @Test func missingDo() {
        #expect(configurationError(pan + """
            bindings:
              - on: {recognizer: Pan, state: began}
            """) == "c.yaml:8:5: binding is missing required key 'do'")
    }

    @Test func twoActionsInOneDo() {
        #expect(configurationError(pan + """
            bindings:
              - on: {recognizer: Pan, state: began}
                do: {keys: Return, ipc: {event: x}}
            """) == "c.yaml:9:9: do: expected exactly one of command, keys, ipc")
    }

    @Test func commandStringNeedsShell() {
        #expect(configurationError(pan + """
            bindings:
              - on: {recognizer: Pan, state: began}
                do: {command: "echo hi"}
            """) == "c.yaml:9:19: command: a string is a shell script and needs 'shell: true'; without a shell write the argument vector as a list")
    }

    @Test func shellOnlyWithCommand() {
        #expect(configurationError(pan + """
            bindings:
              - on: {recognizer: Pan, state: began}
                do: {keys: Return, shell: true}
            """) == "c.yaml:9:31: shell: only a command action has a shell")
    }

    @Test func emptyCommand() {
        #expect(configurationError(pan + """
            bindings:
              - on: {recognizer: Pan, state: began}
                do: {command: []}
            """) == "c.yaml:9:19: command: expected a non-empty list, the program first")
    }

    @Test func unknownKeysymSuggestsTheRightCase() {
        #expect(configurationError(pan + """
            bindings:
              - on: {recognizer: Pan, state: began}
                do: {keys: "super_l+Left"}
            """) == "c.yaml:9:16: keys: unknown keysym 'super_l'; did you mean 'Super_L'?")
    }

    @Test func bareModifierNameSuggestsItsKeysym() {
        #expect(configurationError(pan + """
            bindings:
              - on: {recognizer: Pan, state: began}
                do: {keys: ["Return", "Ctrl+c"]}
            """) == "c.yaml:9:27: keys: unknown keysym 'Ctrl'; did you mean 'Control_L'?")
    }

    @Test func emptyKeyName() {
        #expect(configurationError(pan + """
            bindings:
              - on: {recognizer: Pan, state: began}
                do: {keys: "Control_L+"}
            """) == "c.yaml:9:16: keys: 'Control_L+' has an empty key name; a plus sign itself is the keysym 'plus'")
    }

    @Test func ipcNeedsAnEvent() {
        #expect(configurationError(pan + """
            bindings:
              - on: {recognizer: Pan, state: began}
                do: {ipc: {target: 2}}
            """) == "c.yaml:9:15: ipc is missing required key 'event'")
    }

    @Test func everyNeedsChanged() {
        #expect(configurationError(pan + """
            bindings:
              - on: {recognizer: Pan, state: began}
                every: {translation: 50}
                do: {ipc: {event: x}}
            """) == "c.yaml:8:34: every: step-repeat needs 'state: changed' (a gesture's values move only while it changes)")
    }

    @Test func everyNeedsExactlyOneQuantity() {
        #expect(configurationError(pan + """
            bindings:
              - on: {recognizer: Pan, state: changed}
                every: {translationX: 50, translationY: 50}
                do: {ipc: {event: x}}
            """) == "c.yaml:9:12: every: expected exactly one of translation, translationX, translationY, scale, rotation")
    }

    @Test func everyStepMustBePositive() {
        #expect(configurationError(pan + """
            bindings:
              - on: {recognizer: Pan, state: changed}
                every: {scale: -0.2}
                do: {ipc: {event: x}}
            """) == "c.yaml:9:20: scale: expected a positive number, got -0.2")
    }

    @Test func unknownModifier() {
        #expect(configurationError(pan + """
            bindings:
              - on: {recognizer: Pan, state: began}
                when: {modifiers: [Hyper]}
                do: {ipc: {event: x}}
            """) == "c.yaml:9:24: modifiers: unknown modifier 'Hyper'; expected Shift, Control, Alt or Super")
    }

    @Test func unknownDevice() {
        #expect(configurationError(pan + """
            bindings:
              - on: {recognizer: Pan, state: began}
                when: {device: mouse}
                do: {ipc: {event: x}}
            """) == "c.yaml:9:20: device: expected touchpad or touchscreen, got 'mouse'")
    }

    @Test func fingersMustBeAPositiveInteger() {
        #expect(configurationError(pan + """
            bindings:
              - on: {recognizer: Pan, state: began}
                when: {fingers: 0}
                do: {ipc: {event: x}}
            """) == "c.yaml:9:21: fingers: expected an integer ≥ 1, got 0")
    }

    @Test func unknownSetting() {
        #expect(configurationError(pan + "settings: {logLevl: debug}\n")
            == "c.yaml:7:12: unknown key 'logLevl' in settings; did you mean 'logLevel'?")
        #expect(configurationError(pan + "settings: {logLevel: loud}\n")
            == "c.yaml:7:22: logLevel: expected one of debug, info, warning, error, got 'loud'")
    }

    @Test func yamlSyntaxErrorHasAPlace() {
        #expect(configurationError(pan + "bindings: [\n")?.hasPrefix("c.yaml:") == true)
    }
}
