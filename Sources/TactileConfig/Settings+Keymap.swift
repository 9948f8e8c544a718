import TactileActions

extension Settings {
    /// The keymap of the `keyboard…` settings: the one the live host reads keyboards with
    /// (which keys are Shift, Control, Alt and Super). Throws when xkbcommon cannot compile it.
    public func makeKeymap() throws(ActionError) -> Keymap {
        try Keymap(rules: keyboardRules, model: keyboardModel, layout: keyboardLayout,
                   variant: keyboardVariant, options: keyboardOptions)
    }
}
