import CXKBCommon

/// xkb keysym names: checking the names a configuration writes and suggesting the spelling
/// xkbcommon knows when only the case is wrong (`super_l` → `Super_L`).
public enum Keysym {
    /// The keysym's value, or nil when xkbcommon knows no keysym of exactly that name.
    public static func value(named name: String) -> UInt32? {
        let value = xkb_keysym_from_name(name, XKB_KEYSYM_NO_FLAGS)
        return value == 0 ? nil : value
    }

    /// The canonical name of `value` (`Super_L`).
    public static func name(of value: UInt32) -> String? {
        var buffer = [CChar](repeating: 0, count: 64)
        guard xkb_keysym_get_name(value, &buffer, buffer.count) > 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A name to suggest for an unknown one: the case-insensitive match, or for a bare modifier
    /// name (`Super`, `Ctrl` …) its left-hand keysym.
    public static func suggestion(for name: String) -> String? {
        let aliases = ["super": "Super_L", "ctrl": "Control_L", "control": "Control_L", "alt": "Alt_L",
                       "shift": "Shift_L", "meta": "Meta_L", "logo": "Super_L", "win": "Super_L"]
        if let alias = aliases[name.lowercased()] { return alias }
        let value = xkb_keysym_from_name(name, XKB_KEYSYM_CASE_INSENSITIVE)
        return value == 0 ? nil : Self.name(of: value)
    }
}
