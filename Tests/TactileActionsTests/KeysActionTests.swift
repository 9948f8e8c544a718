import Foundation
import TactileActions
import TactileCore
import TactileTestSupport
import Testing

/// The keys action through the Wayland virtual-keyboard protocol, under a real headless sway,
/// received by a real client (tactile-key-probe) that has keyboard focus.
@Suite(.serialized) struct KeysActionTests {
    @Test func keymapFindsKeysAndShiftLevels() throws {
        let keymap = try Keymap()
        #expect(keymap.key(for: Keysym.value(named: "Left")!) == Keymap.Key(evdevCode: 105, needsShift: false))
        #expect(keymap.key(for: Keysym.value(named: "Super_L")!) == Keymap.Key(evdevCode: 125, needsShift: false))
        #expect(keymap.key(for: Keysym.value(named: "exclam")!) == Keymap.Key(evdevCode: 2, needsShift: true))
        #expect(keymap.text.hasPrefix("xkb_keymap"))
    }

    @Test func keysymNamesAndSuggestions() {
        #expect(Keysym.value(named: "Super_L") != nil)
        #expect(Keysym.value(named: "super_l") == nil)
        #expect(Keysym.suggestion(for: "super_l") == "Super_L")
        #expect(Keysym.suggestion(for: "Ctrl") == "Control_L")
        #expect(KeyChord(parsing: "Super_L+Left") == KeyChord(keysyms: ["Super_L", "Left"]))
        #expect(KeyChord(parsing: "Super_L+") == nil)
    }

    @Test func chordsReachTheFocusedClientThroughSway() throws {
        let sway = try HeadlessSway()
        defer { sway.stop() }
        let probe = try ChildProcess(try Tools.builtProduct("tactile-key-probe"), [], environment: sway.clientEnvironment)
        defer { probe.stopAndClean() }
        try #require(poll(within: 10) { probe.outputLines.contains("mapped") }, "the probe mapped no window: \(probe.standardOutput)")

        let log = LogLines()
        let performer = ActionPerformer(log: ActionLog(leveled: { level, line in if level > .debug { log.append(line) } }), display: sway.socketPath)
        let chords = [KeyChord(parsing: "Super_L+Left")!, KeyChord(parsing: "exclam")!]
        let gesture = GestureSnapshot(time: 0, recognizer: "Swipe3Left", state: .recognized, location: Point(x: 0, y: 0),
                                      numberOfTouches: 3, values: [])
        // The first keys action creates the virtual keyboard; the probe then gets the seat's
        // keyboard and focus. Keys sent before the probe bound the keyboard are lost by design
        // of Wayland, so the test types once the probe reports `enter`, as a daemon would
        // (its keyboard lives from startup).
        performer.perform(ActionInvocation(action: .keys([KeyChord(parsing: "Shift_L")!]), gesture: gesture, origin: "t"))
        try #require(poll(within: 10) { probe.outputLines.contains("enter") }, "the probe got no keyboard focus: \(probe.standardOutput) \(log.lines)")
        let before = probe.outputLines.count
        performer.perform(ActionInvocation(action: .keys(chords), gesture: gesture, origin: "t"))
        let expected = ["key 125 pressed", "key 105 pressed", "key 105 released", "key 125 released",
                        "key 42 pressed", "key 2 pressed", "key 2 released", "key 42 released"]
        let arrived = poll(within: 5) { probe.outputLines.dropFirst(before).filter { $0.hasPrefix("key ") }.count >= expected.count }
        let received = Array(probe.outputLines.dropFirst(before))
        #expect(arrived, "keys received: \(received), log: \(log.lines)")
        #expect(received.filter { $0.hasPrefix("key ") } == expected)
        // Super is held (Mod4, mask 64 in the us keymap) while Left goes down.
        let superDown = received.firstIndex(of: "key 125 pressed"), leftDown = received.firstIndex(of: "key 105 pressed")
        #expect(received[superDown!..<leftDown!].contains("modifiers 64 0 0 0"))
        #expect(log.lines.isEmpty)
    }

    @Test func noCompositorIsALoggedFailureNotACrash() {
        let log = LogLines()
        let performer = ActionPerformer(log: ActionLog(leveled: { level, line in if level > .debug { log.append(line) } }), display: "/nonexistent/wayland-0")
        let gesture = GestureSnapshot(time: 0, recognizer: "R", state: .recognized, location: Point(x: 0, y: 0),
                                      numberOfTouches: 1, values: [])
        performer.perform(ActionInvocation(action: .keys([KeyChord(keysyms: ["Return"])]), gesture: gesture, origin: "c.yaml:3:5"))
        #expect(log.lines == ["c.yaml:3:5: keys action failed: keys: cannot connect to a Wayland compositor (is WAYLAND_DISPLAY set?)"])
    }
}

/// Collects log lines from any thread.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    @Sendable func append(_ line: String) {
        lock.lock()
        stored.append(line)
        lock.unlock()
    }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
