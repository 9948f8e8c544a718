import TactileCore
import TactileInput

/// Switches as motion events (docs/host.md, "Normalisation"): a lid or tablet-mode switch turned
/// on begins its motion, turned off ends it. The switches that are on are remembered per device,
/// so that a device going away while its switch is on cancels that motion.
struct SwitchState {
    private var onByDevice: [String: Set<MotionSubtype>] = [:]

    /// The motion event of a toggle, if there is one: none for switches libinput does not name,
    /// and none when the switch is already in that position.
    mutating func toggle(_ kind: SwitchKind, on: Bool, device: String) -> InputEvent? {
        let subtype: MotionSubtype
        switch kind {
        case .lid: subtype = .lid
        case .tabletMode: subtype = .tabletMode
        case .unknown: return nil
        }
        if on {
            guard onByDevice[device, default: []].insert(subtype).inserted else { return nil }
            return .motion(subtype, .began)
        }
        guard onByDevice[device]?.remove(subtype) != nil else { return nil }
        return .motion(subtype, .ended)
    }

    /// Cancels the motions of the switches `device` had on.
    mutating func deviceRemoved(_ device: String) -> [InputEvent] {
        (onByDevice.removeValue(forKey: device) ?? []).sorted { $0.rawValue < $1.rawValue }.map { .motion($0, .cancelled) }
    }
}
