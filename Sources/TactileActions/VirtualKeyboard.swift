import CVirtualKeyboard
import CWaylandClient
import CWaylandProtocols
import CXKBCommon
import Glibc

/// A virtual keyboard on the compositor's first seat (zwp_virtual_keyboard_v1, offered by
/// wlroots compositors such as sway). It sends its keymap once and then types key chords: each
/// key pressed in order, released in reverse, with the modifier state (computed by an xkb state
/// on the same keymap) sent after every key so that clients see Super held while Left goes down.
///
/// One instance lives as long as the daemon: creating a keyboard makes the compositor announce a
/// new keyboard to every client, and keys sent before a client has bound it would be lost.
public final class VirtualKeyboard {
    let display: OpaquePointer
    private let registry: OpaquePointer
    private var seat: OpaquePointer?
    private var manager: OpaquePointer?
    private let keyboard: OpaquePointer
    let keymap: Keymap
    private let state: OpaquePointer
    private let registryListener: UnsafeMutablePointer<wl_registry_listener>
    /// The registry listener's data: kept for the connection's life, since a global announced
    /// later (an output plugged in) is dispatched during the roundtrips of `type`.
    private let globals = GlobalCollector()

    /// Connects to `display` (a WAYLAND_DISPLAY name or an absolute socket path; nil for the
    /// environment's) and creates the keyboard with `keymap`.
    public init(display name: String? = nil, keymap: Keymap) throws(ActionError) {
        guard let display = name.map({ wl_display_connect($0) }) ?? wl_display_connect(nil) else {
            throw ActionError("keys: cannot connect to a Wayland compositor (is WAYLAND_DISPLAY set?)")
        }
        self.display = display
        self.keymap = keymap
        registry = wl_display_get_registry(display)
        registryListener = .allocate(capacity: 1)
        registryListener.initialize(to: wl_registry_listener(
            global: { data, registry, name, interface, version in
                let keyboard = Unmanaged<GlobalCollector>.fromOpaque(data!).takeUnretainedValue()
                keyboard.offer(registry: registry!, name: name, interface: String(cString: interface!), version: version)
            },
            global_remove: { _, _, _ in }))
        let collector = globals
        wl_registry_add_listener(registry, registryListener, Unmanaged.passUnretained(collector).toOpaque())
        guard wl_display_roundtrip(display) >= 0, let seat = collector.seat, let manager = collector.manager else {
            let missing = collector.seat == nil ? "wl_seat" : "zwp_virtual_keyboard_manager_v1"
            collector.release()
            wl_registry_destroy(registry)
            wl_display_disconnect(display)
            throw ActionError("keys: the compositor offers no \(missing)")
        }
        self.seat = seat
        self.manager = manager
        keyboard = zwp_virtual_keyboard_manager_v1_create_virtual_keyboard(manager, seat)
        state = xkb_state_new(keymap.keymap)
        try sendKeymap()
        guard wl_display_roundtrip(display) >= 0 else {
            throw ActionError("keys: the compositor refused the virtual keyboard")
        }
    }

    deinit {
        zwp_virtual_keyboard_v1_destroy(keyboard)
        if let manager { zwp_virtual_keyboard_manager_v1_destroy(manager) }
        if let seat { wl_seat_destroy(seat) }
        wl_registry_destroy(registry)
        wl_display_roundtrip(display)
        wl_display_disconnect(display)
        xkb_state_unref(state)
        registryListener.deinitialize(count: 1)
        registryListener.deallocate()
    }

    /// Types the chords one after another and waits until the compositor has read them.
    public func type(_ chords: [KeyChord]) throws(ActionError) {
        var resolved: [[Keymap.Key]] = []
        for chord in chords {
            var keys: [Keymap.Key] = []
            for name in chord.keysyms {
                guard let keysym = Keysym.value(named: name), let key = keymap.key(for: keysym) else {
                    throw ActionError("keys: no key of the keymap types '\(name)'")
                }
                // A keysym on the Shift level (`exclam`) is typed with Shift held, unless the
                // chord already holds it.
                if key.needsShift, !keys.contains(where: { $0.evdevCode == Self.leftShift }) {
                    keys.append(Keymap.Key(evdevCode: Self.leftShift, needsShift: false))
                }
                keys.append(key)
            }
            resolved.append(keys)
        }
        for keys in resolved {
            for key in keys { send(key.evdevCode, pressed: true) }
            for key in keys.reversed() { send(key.evdevCode, pressed: false) }
        }
        guard wl_display_roundtrip(display) >= 0 else {
            throw ActionError("keys: the connection to the compositor is lost")
        }
    }

    /// KEY_LEFTSHIFT in linux/input-event-codes.h.
    static let leftShift: UInt32 = 42

    private func send(_ code: UInt32, pressed: Bool) {
        zwp_virtual_keyboard_v1_key(keyboard, Self.milliseconds(), code,
                                    pressed ? WL_KEYBOARD_KEY_STATE_PRESSED.rawValue : WL_KEYBOARD_KEY_STATE_RELEASED.rawValue)
        xkb_state_update_key(state, code + 8, pressed ? XKB_KEY_DOWN : XKB_KEY_UP)
        zwp_virtual_keyboard_v1_modifiers(
            keyboard,
            xkb_state_serialize_mods(state, XKB_STATE_MODS_DEPRESSED),
            xkb_state_serialize_mods(state, XKB_STATE_MODS_LATCHED),
            xkb_state_serialize_mods(state, XKB_STATE_MODS_LOCKED),
            xkb_state_serialize_layout(state, XKB_STATE_LAYOUT_EFFECTIVE))
    }

    /// The keymap goes to the compositor as a file descriptor of a sealed memory file holding
    /// the text and its terminating NUL, as wl_keyboard.keymap defines.
    private func sendKeymap() throws(ActionError) {
        let bytes = Array(keymap.text.utf8) + [0]
        let fd = tactile_create_shm_file(bytes.count)
        guard fd >= 0 else { throw ActionError("keys: cannot create the keymap file") }
        defer { close(fd) }
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw ActionError("keys: cannot write the keymap file") }
        zwp_virtual_keyboard_v1_keymap(keyboard, WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1.rawValue, fd, UInt32(bytes.count))
    }

    static func milliseconds() -> UInt32 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt32(truncatingIfNeeded: now.tv_sec * 1000 + now.tv_nsec / 1_000_000)
    }
}

/// Collects the two globals during the first roundtrip; later announcements are ignored.
private final class GlobalCollector {
    var seat: OpaquePointer?
    var manager: OpaquePointer?

    func offer(registry: OpaquePointer, name: UInt32, interface: String, version: UInt32) {
        switch interface {
        case "wl_seat" where seat == nil: seat = tactile_bind_seat(registry, name, 1)
        case "zwp_virtual_keyboard_manager_v1": manager = tactile_bind_virtual_keyboard_manager(registry, name, 1)
        default: break
        }
    }

    /// Destroys what was bound when setup fails.
    func release() {
        if let seat { wl_seat_destroy(seat) }
        if let manager { zwp_virtual_keyboard_manager_v1_destroy(manager) }
    }
}
