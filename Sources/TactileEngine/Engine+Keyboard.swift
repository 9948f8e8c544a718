import TactileCore

extension Engine {
    /// A `modifiers` input: the set held from now on, logged when it changed.
    func applyModifiers(_ held: Set<Modifier>) {
        guard held != modifiers else { return }
        modifiers = held
        log(.modifiers(held.sorted()))
    }
}
