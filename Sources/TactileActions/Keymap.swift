import Glibc
import CXKBCommon

/// An xkb keymap compiled from RMLVO names (rules `evdev`, model `pc105`, layout `us` by
/// default): its text for the compositor, and the key that types each keysym. The same keymap is
/// sent to the compositor and used here, so keycodes and modifier masks agree on both sides.
/// The live host's `KeyboardState` reads keyboards with a keymap of the same kind.
public final class Keymap {
    /// Where a keysym sits: an evdev key code (xkb keycode − 8) and whether Shift is needed.
    public struct Key: Hashable, Sendable {
        public var evdevCode: UInt32
        public var needsShift: Bool

        public init(evdevCode: UInt32, needsShift: Bool) {
            self.evdevCode = evdevCode
            self.needsShift = needsShift
        }
    }

    let context: OpaquePointer
    /// The compiled `xkb_keymap` (for an `xkb_state` elsewhere in the package).
    package let keymap: OpaquePointer

    public init(rules: String = "evdev", model: String = "pc105", layout: String = "us", variant: String? = nil,
                options: String? = nil) throws(ActionError) {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else {
            throw ActionError("xkbcommon: cannot create a context")
        }
        // xkbcommon prints compile errors to standard error; the ActionError below says the
        // same in the daemon's log and check-config's output, once.
        xkb_context_set_log_level(context, XKB_LOG_LEVEL_CRITICAL)
        self.context = context
        let compiled: OpaquePointer? = layout.withCString { layoutName in
            withOptionalCString(variant) { variantName in
                withOptionalCString(options) { optionsName in
                    rules.withCString { rulesName in
                        model.withCString { modelName in
                            var names = xkb_rule_names(
                                rules: rulesName, model: modelName, layout: layoutName, variant: variantName, options: optionsName)
                            return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                        }
                    }
                }
            }
        }
        guard let compiled else {
            xkb_context_unref(context)
            let names = [("rules", rules), ("model", model), ("layout", layout), ("variant", variant), ("options", options)]
            let named = names.compactMap { name, value in value.map { "\(name) '\($0)'" } }.joined(separator: ", ")
            throw ActionError("xkbcommon: cannot compile a keymap for \(named)")
        }
        keymap = compiled
    }

    deinit {
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// The keymap in xkb's text format, as wl_keyboard and virtual-keyboard carry it.
    public var text: String {
        guard let raw = xkb_keymap_get_as_string(keymap, XKB_KEYMAP_FORMAT_TEXT_V1) else { return "" }
        defer { free(raw) }
        return String(cString: raw)
    }

    /// The key typing `keysym` in the first layout: level 1 preferred, else level 2 (Shift).
    /// Nil when no key of the layout produces it.
    public func key(for keysym: UInt32) -> Key? {
        let minimum = xkb_keymap_min_keycode(keymap), maximum = xkb_keymap_max_keycode(keymap)
        for level: UInt32 in [0, 1] {
            for keycode in minimum...maximum where keycode >= 8 {
                var symbols: UnsafePointer<xkb_keysym_t>?
                let count = xkb_keymap_key_get_syms_by_level(keymap, keycode, 0, level, &symbols)
                guard count > 0, let symbols else { continue }
                if (0..<Int(count)).contains(where: { symbols[$0] == keysym }) {
                    return Key(evdevCode: keycode - 8, needsShift: level == 1)
                }
            }
        }
        return nil
    }
}

private func withOptionalCString<R>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> R) -> R {
    guard let text else { return body(nil) }
    return text.withCString { body($0) }
}
