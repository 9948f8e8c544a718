/// A motion event's subtype: UIKit's shake, and the switches libinput reports (a laptop's lid,
/// a convertible's tablet mode). Switching on begins the motion, switching off ends it.
public enum MotionSubtype: String, Hashable, Sendable, CaseIterable {
    case shake, lid, tabletMode
}

/// motionBegan, motionEnded, motionCancelled.
public enum MotionPhase: String, Hashable, Sendable, CaseIterable {
    case began, ended, cancelled
}
