import Testing
import TactileActions
import TactileCore
import TactileInput
import TactileScenario
@testable import TactileHost

/// Keyboards, media keys, switches and devices on hand-made libinput events: what the
/// normaliser feeds (and so what a recording holds), with a real xkbcommon keymap.
struct KeyboardNormaliserTests {
    static let clock = HostClock(origin: 0)
    static let screen = WindowDescription(id: "screen", frame: Rect(x: 0, y: 0, width: 800, height: 480))
    static let keyboardInfo = DeviceInfo(name: "Keys", sysname: "event12", capabilities: [.keyboard])
    /// linux/input-event-codes.h.
    static let leftShift: UInt32 = 42, rightShift: UInt32 = 54, leftMeta: UInt32 = 125, capsLock: UInt32 = 58, a: UInt32 = 30

    func normaliser(keymap: Keymap?) -> InputNormaliser {
        InputNormaliser(layout: DeviceLayout(windows: [Self.screen], windowsByDeviceName: [:]), clock: Self.clock,
                        keymap: keymap, report: { _ in })
    }

    /// The events fed for one libinput event at `ms`.
    func fed(_ n: InputNormaliser, _ ms: UInt64, _ device: String = "event12", _ kind: LibinputEvent.Kind) -> [InputEvent] {
        n.handle(LibinputEvent(time: ms * 1_000, device: device, kind: kind)).flatMap(\.inputs)
    }

    func key(_ n: InputNormaliser, _ code: UInt32, _ pressed: Bool, on device: String = "event12") -> [InputEvent] {
        fed(n, 1, device, .keyboardKey(key: code, pressed: pressed))
    }

    @Test func modifierChangesAreFedAndOrdinaryKeysAreNot() throws {
        let n = normaliser(keymap: try Keymap())
        #expect(key(n, Self.leftMeta, true) == [.modifiers([.super])])
        #expect(key(n, Self.a, true).isEmpty, "an ordinary key is never fed")
        #expect(key(n, Self.a, false).isEmpty)
        #expect(key(n, Self.leftShift, true) == [.modifiers([.shift, .super])])
        #expect(key(n, Self.leftShift, false) == [.modifiers([.super])])
        #expect(key(n, Self.leftMeta, false) == [.modifiers([])])
        #expect(key(n, Self.leftMeta, false).isEmpty, "a release of a key not held changes nothing")
        let times = n.handle(LibinputEvent(time: 12_345, device: "event12", kind: .keyboardKey(key: Self.leftMeta, pressed: true))).map(\.time)
        #expect(times == [12.345], "fed at the key's own time")
    }

    /// The options decide which keys are modifiers; a locked modifier (here Shift, locked by
    /// both Shift keys) is not held.
    @Test func theKeymapsOptionsApplyAndLockedModifiersAreNotHeld() throws {
        let n = normaliser(keymap: try Keymap(options: "shift:both_shiftlock,ctrl:nocaps"))
        #expect(key(n, Self.capsLock, true) == [.modifiers([.control])], "ctrl:nocaps makes Caps Lock a Control")
        #expect(key(n, Self.capsLock, false) == [.modifiers([])])
        #expect(key(n, Self.leftShift, true) == [.modifiers([.shift])])
        #expect(key(n, Self.rightShift, true).isEmpty)
        #expect(key(n, Self.rightShift, false).isEmpty)
        #expect(key(n, Self.leftShift, false) == [.modifiers([])], "Shift is locked now, and not held")
        let plain = normaliser(keymap: try Keymap())
        #expect(key(plain, Self.capsLock, true).isEmpty, "Caps Lock holds no modifier of the four")
    }

    /// One state for the seat: a key held on two keyboards is held until both release it; a
    /// keyboard that goes away releases what it held.
    @Test func keyboardsShareOneStateAndARemovedOneReleasesItsKeys() throws {
        let n = normaliser(keymap: try Keymap())
        _ = fed(n, 0, "event12", .deviceAdded(Self.keyboardInfo))
        _ = fed(n, 0, "event14", .deviceAdded(DeviceInfo(name: "Other", sysname: "event14", capabilities: [.keyboard])))
        #expect(key(n, Self.leftShift, true, on: "event12") == [.modifiers([.shift])])
        #expect(key(n, Self.leftShift, true, on: "event14").isEmpty)
        #expect(key(n, Self.leftShift, false, on: "event12").isEmpty, "still held on the other keyboard")
        #expect(key(n, Self.leftMeta, true, on: "event12") == [.modifiers([.shift, .super])])
        #expect(fed(n, 5, "event14", .deviceRemoved(DeviceInfo(name: "Other", sysname: "event14", capabilities: [.keyboard])))
            == [.device(DeviceChange(change: .removed, id: "event14")), .modifiers([.super])])
        #expect(fed(n, 6, "event12", .deviceRemoved(Self.keyboardInfo))
            == [.device(DeviceChange(change: .removed, id: "event12")), .modifiers([])])
    }

    @Test func mediaKeysAreRemoteControlEventsOnPress() {
        let n = normaliser(keymap: nil)
        let presses: [(UInt32, RemoteControlSubtype)] = [
            (164, .togglePlayPause), (200, .play), (201, .pause), (166, .stop), (163, .nextTrack), (165, .previousTrack),
            (115, .volumeUp), (114, .volumeDown), (113, .mute),
        ]
        for (code, subtype) in presses {
            #expect(key(n, code, true) == [.remoteControl(subtype)], "key \(code)")
            #expect(key(n, code, false).isEmpty, "key \(code): nothing on release")
        }
        #expect(key(n, 208, true) == [.remoteControl(.beginSeekingForward)])
        #expect(key(n, 208, false) == [.remoteControl(.endSeekingForward)])
        #expect(key(n, 168, true) == [.remoteControl(.beginSeekingBackward)])
        #expect(key(n, 168, false) == [.remoteControl(.endSeekingBackward)])
        #expect(key(n, Self.leftMeta, true).isEmpty, "without a keymap no modifiers are read")
    }

    @Test func switchesBeginAndEndMotionsAndARemovedSwitchCancelsItsMotion() {
        let n = normaliser(keymap: nil)
        let info = DeviceInfo(name: "Lid", sysname: "event13", capabilities: [.switch])
        #expect(fed(n, 0, "event13", .deviceAdded(info))
            == [.device(DeviceChange(change: .added, id: "event13", name: "Lid", capabilities: ["switch"]))])
        #expect(fed(n, 1, "event13", .switchToggle(.lid, on: true)) == [.motion(.lid, .began)])
        #expect(fed(n, 2, "event13", .switchToggle(.lid, on: true)).isEmpty, "already on")
        #expect(fed(n, 3, "event13", .switchToggle(.lid, on: false)) == [.motion(.lid, .ended)])
        #expect(fed(n, 4, "event13", .switchToggle(.unknown, on: true)).isEmpty)
        #expect(fed(n, 5, "event13", .switchToggle(.tabletMode, on: true)) == [.motion(.tabletMode, .began)])
        #expect(fed(n, 6, "event13", .deviceRemoved(info))
            == [.device(DeviceChange(change: .removed, id: "event13")), .motion(.tabletMode, .cancelled)])
    }

    @Test func aRecordingHoldsTheNewLinesAndNoKeys() throws {
        let n = normaliser(keymap: try Keymap())
        var lines: [String] = []
        for kind: LibinputEvent.Kind in [.deviceAdded(Self.keyboardInfo), .keyboardKey(key: Self.leftMeta, pressed: true),
                                         .keyboardKey(key: Self.a, pressed: true), .keyboardKey(key: 164, pressed: true)] {
            for frame in n.handle(LibinputEvent(time: 2_000, device: "event12", kind: kind)) {
                lines += frame.inputs.compactMap { InputLine.text($0, at: frame.time) }
            }
        }
        #expect(lines == [
            #"{t: 2, device: added, id: "event12", name: "Keys", capabilities: [keyboard]}"#,
            "{t: 2, modifiers: [Super]}",
            "{t: 2, remote: togglePlayPause}",
        ])
    }
}
