import Foundation

/// Keys pressed together: `Super_L+Left` presses Super_L, then Left, then releases them in
/// reverse order. Each name is an xkb keysym name (as in xkbcommon-keysyms.h without `XKB_KEY_`);
/// a literal plus sign is the keysym `plus`.
public struct KeyChord: Hashable, Sendable, CustomStringConvertible {
    public var keysyms: [String]

    public init(keysyms: [String]) {
        self.keysyms = keysyms
    }

    /// Splits `Super_L+Left` at the plus signs; nil when a part is empty (`Super_L+`, `++`).
    public init?(parsing text: String) {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        keysyms = parts
    }

    public var description: String { keysyms.joined(separator: "+") }
}
