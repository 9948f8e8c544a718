/// One step of a step-repeat binding (`every: {translationY: 50}`): which way the quantity
/// crossed a multiple of the step, the level it reached, and the fractional progress, so that an
/// action can give 1:1 feedback (a volume bar that follows the finger between steps).
public struct StepFiring: Hashable, Sendable {
    /// +1 when the quantity grew past a step boundary, -1 when it shrank past one.
    public var direction: Int
    /// The whole number of steps the quantity is away from its start after this firing.
    public var level: Int
    /// The quantity divided by the step, unrounded: 1.37 means a third of the way to level 2.
    public var progress: Double

    public init(direction: Int, level: Int, progress: Double) {
        self.direction = direction
        self.level = level
        self.progress = progress
    }
}
