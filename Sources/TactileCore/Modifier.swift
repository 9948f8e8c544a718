/// A keyboard modifier, as the host's xkbcommon state reports it held (left and right keys
/// count the same). Bindings' `when: {modifiers: …}`, recognizers' `requiredModifiers` and the
/// `modifiers` input line and record use these names.
public enum Modifier: String, Hashable, Sendable, CaseIterable, Comparable {
    case shift = "Shift", control = "Control", alt = "Alt", `super` = "Super"

    /// The files' names, with the usual aliases, case-insensitive.
    public init?(name: String) {
        switch name.lowercased() {
        case "shift": self = .shift
        case "control", "ctrl": self = .control
        case "alt", "mod1": self = .alt
        case "super", "logo", "mod4", "meta": self = .super
        default: return nil
        }
    }

    /// Shift, Control, Alt, Super: the order of logs and recordings.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The bit of this modifier in the plugin ABI's `modifiers` mask (TACTILE_MODIFIER_*).
    public var bit: UInt32 {
        switch self {
        case .shift: 1
        case .control: 2
        case .alt: 4
        case .super: 8
        }
    }
}

extension Set where Element == Modifier {
    /// The plugin ABI's `modifiers` mask of these modifiers (TACTILE_MODIFIER_*).
    public var bits: UInt32 { reduce(0) { $0 | $1.bit } }

    /// The modifiers of a `modifiers` mask; unknown bits are left out.
    public init(bits: UInt32) {
        self.init(Modifier.allCases.filter { bits & $0.bit != 0 })
    }
}
