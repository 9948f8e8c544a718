import TactileActions

/// The `settings:` section: the few daemon options that belong in the file rather than on the
/// command line. Every key is optional.
public struct Settings: Hashable, Sendable {
    /// How much the daemon logs (`logLevel:`): debug < info < warning < error.
    public typealias LogLevel = TactileActions.LogLevel

    public var logLevel: LogLevel = .info
    /// The xkb layout of the keymap the keys action types with (`keyboardLayout:`); it decides
    /// which key produces each keysym, so it should match the compositor's layout.
    public var keyboardLayout = "us"
    /// The rest of the keyboard's xkb names (`keyboardRules:`, `keyboardModel:`,
    /// `keyboardVariant:`, `keyboardOptions:`): with the layout, the keymap the host reads
    /// keyboards with, which decides which keys are modifiers (`Settings+Keymap.swift`).
    public var keyboardRules = "evdev"
    public var keyboardModel = "pc105"
    public var keyboardVariant: String?
    public var keyboardOptions: String?

    public init(logLevel: LogLevel = .info, keyboardLayout: String = "us") {
        self.logLevel = logLevel
        self.keyboardLayout = keyboardLayout
    }
}
