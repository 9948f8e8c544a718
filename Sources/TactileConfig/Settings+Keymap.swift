import TactileActions

extension Settings {
    /// The keymap of the `keyboard…` settings: the one the live host reads keyboards with
    /// (which keys are Shift, Control, Alt and Super). Throws when xkbcommon cannot compile it.
    public func makeKeymap() throws(ActionError) -> Keymap {
        try Keymap(rules: keyboardRules, model: keyboardModel, layout: keyboardLayout,
                   variant: keyboardVariant, options: keyboardOptions)
    }

    /// Whether `other` names the same keymap (its five `keyboard…` settings): a reload compares
    /// them, since the host reads keyboards with the keymap it started with.
    public func hasSameKeymap(as other: Settings) -> Bool {
        keyboardRules == other.keyboardRules && keyboardModel == other.keyboardModel
            && keyboardLayout == other.keyboardLayout && keyboardVariant == other.keyboardVariant
            && keyboardOptions == other.keyboardOptions
    }
}
