import CXKBCommon
import TactileActions
import TactileCore

/// The seat's keyboards as one xkbcommon state, for the modifiers they hold (docs/host.md,
/// "Normalisation"). Every key of every keyboard updates it (xkb keycode = KEY_* code + 8); a key
/// held on two keyboards goes down in xkb on the first press and up on the last release, as a
/// compositor's seat does it.
///
/// A modifier is held while its key is down (depressed) or latched (sticky keys): locked
/// modifiers (Caps Lock, Num Lock, a locked Shift) are a mode, not a key held with a gesture, so
/// they are left out. Shift and Control are xkb's modifiers of those names, Alt is Mod1 and Super
/// is Mod4, where the evdev rules put them (`altwin:swap_alt_win` and the like move keys, not
/// modifiers).
///
/// Which keys were pressed is kept only here, as key codes per device, to release them when the
/// device goes away; nothing else of them leaves this type.
final class KeyboardState {
    /// Holds its own reference to the keymap (and the keymap to its context).
    private let state: OpaquePointer
    private let indices: [(Modifier, xkb_mod_index_t)]
    /// The keys each keyboard holds; a key is down in xkb while any keyboard holds it.
    private var heldByDevice: [String: Set<UInt32>] = [:]
    /// The modifiers held after the last change.
    private(set) var modifiers: Set<Modifier> = []

    init?(keymap: Keymap) {
        guard let state = xkb_state_new(keymap.keymap) else { return nil }
        self.state = state
        let names: [(Modifier, String)] = [(.shift, "Shift"), (.control, "Control"), (.alt, "Mod1"), (.super, "Mod4")]
        indices = names.compactMap { modifier, name in
            let index = xkb_keymap_mod_get_index(keymap.keymap, name)
            return index == XKB_MOD_INVALID ? nil : (modifier, index)
        }
    }

    deinit {
        xkb_state_unref(state)
    }

    /// A key of `device` went down or up (KEY_* code); the modifiers held now, when they changed.
    /// A release of a key the device was not known to hold (pressed before the host started) and
    /// a second press of a held key change nothing.
    func key(_ code: UInt32, pressed: Bool, device: String) -> Set<Modifier>? {
        if pressed {
            let heldElsewhere = isHeld(code)
            guard heldByDevice[device, default: []].insert(code).inserted else { return nil }
            if !heldElsewhere { update(code, XKB_KEY_DOWN) }
        } else {
            guard heldByDevice[device]?.remove(code) != nil else { return nil }
            if !isHeld(code) { update(code, XKB_KEY_UP) }
        }
        return changedModifiers()
    }

    /// Releases every key `device` held (it went away); the modifiers held now, when they changed.
    func release(device: String) -> Set<Modifier>? {
        guard let held = heldByDevice.removeValue(forKey: device), !held.isEmpty else { return nil }
        for code in held.sorted() where !isHeld(code) { update(code, XKB_KEY_UP) }
        return changedModifiers()
    }

    /// Whether any keyboard holds `code` (a seat has a handful of keyboards).
    private func isHeld(_ code: UInt32) -> Bool {
        heldByDevice.values.contains { $0.contains(code) }
    }

    private func update(_ code: UInt32, _ direction: xkb_key_direction) {
        _ = xkb_state_update_key(state, code + 8, direction)
    }

    private func changedModifiers() -> Set<Modifier>? {
        let held = xkb_state_component(XKB_STATE_MODS_DEPRESSED.rawValue | XKB_STATE_MODS_LATCHED.rawValue)
        let now = Set(indices.filter { xkb_state_mod_index_is_active(state, $0.1, held) > 0 }.map(\.0))
        guard now != modifiers else { return nil }
        modifiers = now
        return now
    }
}
