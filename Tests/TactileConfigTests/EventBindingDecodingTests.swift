import TactileActions
import TactileConfig
import TactileCore
import Testing

/// `on: {remote: …}` and `on: {motion: …}` bindings: what they decode to, and every error with
/// the place a user sees.
@Suite struct EventBindingDecodingTests {
    /// A window W with a view Player and a tap on W.
    let scene = """
        scene:
          windows:
            - id: W
              frame: [0, 0, 800, 600]
              recognizers: [{id: Tap, type: tap}]
              views:
                - {id: Player, frame: [0, 0, 100, 100]}
        bindings:

        """

    func error(_ binding: String) -> String? {
        configurationError(scene + binding)
    }

    @Test func remoteAndMotionBindingsDecode() throws {
        let configuration = try decodeConfiguration(scene + """
              - on: {remote: togglePlayPause}
                do: {command: [playerctl, play-pause]}
              - on: {remote: nextTrack, responder: Player}
                when: {modifiers: [Shift]}
                do: {ipc: {event: next}}
              - on: {motion: lid}
                do: {ipc: {event: lid-closed}}
              - on: {motion: tabletMode, phase: ended, responder: W}
                do: {ipc: {event: laptop}}
            """)
        let triggers = configuration.bindings.map(\.trigger)
        #expect(triggers == [
            .remoteControl(.togglePlayPause, responder: nil),
            .remoteControl(.nextTrack, responder: "Player"),
            .motion(.lid, phase: .began, responder: nil),
            .motion(.tabletMode, phase: .ended, responder: "W"),
        ])
        #expect(configuration.bindings[1].conditions == BindingConditions(modifiers: [.shift]))
        #expect(configuration.bindings.allSatisfy { $0.recognizer == nil && $0.state == nil })
        #expect(configuration.bindings[2].origin.description == "c.yaml:14:5")
    }

    @Test func unknownRemoteSubtypeSuggests() {
        #expect(error("  - on: {remote: nextTrak}\n    do: {ipc: {event: x}}\n")
            == "c.yaml:9:18: remote: unknown remote-control event 'nextTrak'; did you mean 'nextTrack'?")
        #expect(error("  - on: {remote: eject}\n    do: {ipc: {event: x}}\n")
            == "c.yaml:9:18: remote: unknown remote-control event 'eject'; expected one of play, pause, stop, togglePlayPause, "
                + "nextTrack, previousTrack, beginSeekingBackward, endSeekingBackward, beginSeekingForward, endSeekingForward, "
                + "volumeUp, volumeDown, mute")
    }

    @Test func unknownMotionSubtypeAndPhaseSuggest() {
        #expect(error("  - on: {motion: tabletmode}\n    do: {ipc: {event: x}}\n")
            == "c.yaml:9:18: motion: unknown motion event 'tabletmode'; did you mean 'tabletMode'?")
        #expect(error("  - on: {motion: lid, phase: begun}\n    do: {ipc: {event: x}}\n")
            == "c.yaml:9:30: phase: unknown phase 'begun'; did you mean 'began'?")
    }

    @Test func responderMustBeAViewOrWindow() {
        #expect(error("  - on: {remote: play, responder: Playr}\n    do: {ipc: {event: x}}\n")
            == "c.yaml:9:35: responder: no view or window 'Playr' in the scene; did you mean 'Player'?")
        #expect(error("  - on: {remote: play, responder: Tap}\n    do: {ipc: {event: x}}\n")
            == "c.yaml:9:35: responder: 'Tap' is a recognizer; a responder is a view or window")
    }

    @Test func keysOfOneKindOfTriggerOnly() {
        #expect(error("  - on: {remote: play, motion: lid}\n    do: {ipc: {event: x}}\n")
            == "c.yaml:9:9: on: expected exactly one of recognizer, remote, motion; found remote and motion")
        #expect(error("  - on: {responder: W}\n    do: {ipc: {event: x}}\n")
            == "c.yaml:9:9: on: expected exactly one of recognizer, remote, motion; found none")
        #expect(error("  - on: {remote: play, state: began}\n    do: {ipc: {event: x}}\n")
            == "c.yaml:9:24: on: 'state' is not allowed with remote; allowed beside it: responder")
        #expect(error("  - on: {recognizer: Tap, responder: W}\n    do: {ipc: {event: x}}\n")
            == "c.yaml:9:27: on: 'responder' is not allowed with recognizer; allowed beside it: state")
        #expect(error("  - on: {recognizer: Tap}\n    do: {ipc: {event: x}}\n")
            == "c.yaml:9:9: on is missing required key 'state'")
        #expect(error("  - on: {remote: play, respnder: W}\n    do: {ipc: {event: x}}\n")
            == "c.yaml:9:24: unknown key 'respnder' in on; did you mean 'responder'?")
    }

    @Test func onlyModifiersApplyToEvents() {
        #expect(error("  - on: {remote: play}\n    when: {device: touchpad}\n    do: {ipc: {event: x}}\n")
            == "c.yaml:10:12: device: a remote event has no touches; only modifiers applies to it")
        #expect(error("  - on: {motion: lid}\n    when: {modifiers: [], fingers: 2}\n    do: {ipc: {event: x}}\n")
            == "c.yaml:10:27: fingers: a motion event has no touches; only modifiers applies to it")
        #expect(error("  - on: {remote: volumeUp}\n    every: {scale: 0.2}\n    do: {ipc: {event: x}}\n")
            == "c.yaml:10:5: every: step-repeat is for a gesture's changed actions; a remote event has no value that moves")
    }

    @Test func duplicateEventBindingsWarn() throws {
        let warnings = try configurationWarnings(scene + """
              - on: {remote: play}
                do: {ipc: {event: a}}
              - on: {remote: play, responder: Player}
                do: {ipc: {event: b}}
              - on: {remote: play}
                do: {command: ["true"]}
              - on: {motion: lid, phase: began}
                do: {ipc: {event: c}}
              - on: {motion: lid}
                do: {ipc: {event: d}}
              - on: {motion: lid}
                when: {modifiers: [Super]}
                do: {ipc: {event: e}}
            """)
        #expect(warnings == [
            "c.yaml:13:5: warning: this binding and the one at 9:5 react to the same event under the same conditions; both fire, in file order",
            "c.yaml:17:5: warning: this binding and the one at 15:5 react to the same event under the same conditions; both fire, in file order",
        ])
    }
}
