import Foundation
import TactileTestSupport
import Testing

/// Media keys, switches and modifiers from real devices through the whole daemon: libinput →
/// the responder chain of the configuration's scene → bindings → a spawned command.
extension LiveHostSuite {
@Suite
struct ResponderLiveTests {
    static func configuration(marker: String) -> String {
        """
        scene:
          windows:
            - id: screen
              frame: [0, 0, 800, 480]
              views:
                - id: player
                  frame: [0, 0, 800, 480]
                  handles: [touches, remoteControl]
                  firstResponder: true
                  recognizers:
                    - {id: superTap, type: tap, requiredModifiers: [Super]}
                    - {id: plainTap, type: tap, requiredModifiers: []}
        bindings:
          - on: {motion: lid, phase: began}
            do: {command: [touch, "\(marker)"]}
        """
    }

    /// Play/pause is taken by the first responder that handles remote control (the player view);
    /// the lid goes up the chain past the view and its window to the application, where its
    /// binding runs a command; a tap with Super held from a real keyboard reaches only the
    /// recognizer that requires Super, and one without it only the plain one.
    @Test func eventsFromRealDevicesGoUpTheChainToTheirHandlers() throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-lid-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: marker) }
        let run = try HostRig().run(config: Self.configuration(marker: marker), scripts: [
            "test-keyboard": "@100 evdev key 164 1\n@150 evdev key 164 0\n@300 evdev key 125 1\n@600 evdev key 125 0\n",
            "test-lid-switch": "@200 evdev sw 0 1\n@250 evdev sw 0 0\n",
            "atmel-touchscreen": "@400 tap 400 240 hold=60\n@800 tap 400 240 hold=60\n",
        ], devices: [TouchscreenLiveTests.device, KeyboardLiveTests.keyboard, KeyboardLiveTests.lidSwitch])
        #expect(run.status == 0, "\(run.errors)")
        let remote = try #require(run.records.first { $0.kind == "remote" }, "\(run.lines)")
        #expect(remote.string("subtype") == "togglePlayPause" && remote.string("responder") == "player")
        let motions = run.records.filter { $0.kind == "motion" }
        #expect(motions.map { $0.string("phase") } == ["began", "ended"], "\(run.lines)")
        #expect(motions.allSatisfy { $0.string("responder") == nil }, "nothing in the scene handles motion")
        #expect(poll(within: 5) { FileManager.default.fileExists(atPath: marker) }, "the lid binding's command ran: \(run.errors)")
        #expect(run.states("superTap").map(\.to) == ["recognized"], "\(run.lines)")
        #expect(run.states("plainTap").map(\.to) == ["recognized"], "\(run.lines)")
        let superTime = try #require(run.states("superTap").first).time
        let plainTime = try #require(run.states("plainTap").first).time
        #expect(superTime < plainTime, "the Super tap came first, the plain one after Super was released")
    }
}
}
