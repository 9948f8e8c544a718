import TactilePluginKit

/// The two fingers of a pinch or a rotation: the first two that touch down; later ones are
/// ignored so that they never reach the gesture. Gives the vector from the first to the second.
struct TwoFingerTracking {
    private(set) var serials: [Int] = []

    /// Takes the first two touches; returns the ones to ignore.
    mutating func join(_ touches: [Touch]) -> [Touch] {
        var extra: [Touch] = []
        for t in touches {
            if serials.count < 2 { serials.append(t.serial) } else { extra.append(t) }
        }
        return extra
    }

    /// The vector from the first finger to the second, in view coordinates, while both are known.
    func vector(in touches: [Touch]) -> Point? {
        guard serials.count == 2,
            let a = touches.first(where: { $0.serial == serials[0] }),
            let b = touches.first(where: { $0.serial == serials[1] })
        else { return nil }
        return b.location - a.location
    }

    mutating func reset() { serials.removeAll() }
}
