import TactileCore
import TactileEngine
import TactileScenario
import Testing

/// The input lines the libinput host records beside touches (docs/recording.md): decoded to
/// their events, written back by `InputLine` to the same events, and their errors.
@Suite struct HostLineTests {
    @Test func linesMapToInputEvents() throws {
        let input = try InputErrorTests.decode("""
              - {t: 0, device: added, id: event5, name: "Kbd \\"x\\"", capabilities: [keyboard, switch]}
              - {t: 1, modifiers: [super, Ctrl]}
              - {t: 2, remote: togglePlayPause}
              - {t: 3, motion: began, subtype: tabletMode}
              - {t: 4, modifiers: []}
              - {t: 5, device: removed, id: event5}
            """)
        #expect(input.map(\.event) == [
            .device(DeviceChange(change: .added, id: "event5", name: "Kbd \"x\"", capabilities: ["keyboard", "switch"])),
            .modifiers([.super, .control]),
            .remoteControl(.togglePlayPause),
            .motion(.tabletMode, .began),
            .modifiers([]),
            .device(DeviceChange(change: .removed, id: "event5")),
        ])
    }

    @Test func writtenLinesReadBackToTheSameEvents() throws {
        let events: [InputEvent] = [
            .device(DeviceChange(change: .added, id: "event7", name: "Lid Switch: \"A\"", capabilities: ["switch"])),
            .modifiers([.alt, .shift, .super]),
            .touch(TouchInput(action: .down, id: 3, location: Point(x: 0.1, y: 2), radius: 1.5)),
            .remoteControl(.volumeDown),
            .motion(.lid, .ended),
            .touch(TouchInput(action: .up, id: 3)),
            .device(DeviceChange(change: .removed, id: "event7")),
        ]
        let lines = events.enumerated().map { "  - " + InputLine.text($1, at: 10.125 + Double($0))! }
        #expect(lines[1] == "  - {t: 11.125, modifiers: [Shift, Alt, Super]}")
        let decoded = try InputErrorTests.decode(lines.joined(separator: "\n") + "\n")
        #expect(decoded.map(\.event) == events)
        #expect(decoded.map(\.time) == (0..<events.count).map { 10.125 + Double($0) })
    }

    @Test func errorsNameTheLineAndTheChoices() {
        #expect(InputErrorTests.error("  - {t: 0, remote: toglePlayPause}\n")
            == "s.yaml:10:20: remote: expected one of play, pause, stop, togglePlayPause, nextTrack, previousTrack, "
            + "beginSeekingBackward, endSeekingBackward, beginSeekingForward, endSeekingForward, volumeUp, volumeDown, mute, "
            + "got \"toglePlayPause\"; did you mean 'togglePlayPause'?")
        #expect(InputErrorTests.error("  - {t: 0, modifiers: [Hyper]}\n")
            == "s.yaml:10:24: modifiers: unknown modifier 'Hyper'; expected Shift, Control, Alt or Super")
        #expect(InputErrorTests.error("  - {t: 0, motion: began}\n")
            == "s.yaml:10:5: motion line is missing required key 'subtype'")
        #expect(InputErrorTests.error("  - {t: 0, device: removed, id: e, name: x}\n")
            == "s.yaml:10:36: 'name' is not allowed on a device removed")
        #expect(InputErrorTests.error("  - {t: 0, remote: play, id: 1}\n")?.contains("'id'") == true)
    }

    @Test func theEngineLogsModifierChangesAndEventsForTheApplication() throws {
        let scenario = try Scenario.decode(yaml: InputErrorTests.scene + """
              - {t: 1, modifiers: [Shift]}
              - {t: 2, modifiers: [Shift]}
              - {t: 3, remote: nextTrack}
              - {t: 4, motion: ended, subtype: lid}
              - {t: 5, device: removed, id: event3}
            """, file: "s.yaml", registry: TestRecognizerTypes.registry)
        let lines = try scenario.run(registry: TestRecognizerTypes.registry).map(\.jsonLine)
        #expect(lines == [
            #"{"t":1,"kind":"modifiers","modifiers":["Shift"]}"#,
            #"{"t":3,"kind":"remote","subtype":"nextTrack"}"#,
            #"{"t":4,"kind":"motion","phase":"ended","subtype":"lid"}"#,
        ])
    }
}
