import TactileCore

/// The engine's bookkeeping for one touch: the recognizers it was offered to at `began`, and
/// what its hit view has been sent (rules 16-20).
final class TrackedTouch {
    let touch: Touch
    /// The recognizer set snapshotted at `began` (rule 3), in cycle order.
    var recognizers: [Recognizer]
    /// The view that receives its touches calls; nil once cancelled or finished there, or when
    /// the view was not eligible (rule 4).
    var boundView: View?
    var beganDelivered = false
    var beganWithheld = false
    /// The multi-touch sequence of its window that it belongs to.
    let sequence: Int

    // What happened to it in the current cycle.
    var beganThisCycle = false
    var movedThisCycle = false
    var endedThisCycle = false
    var cancelledThisCycle = false

    init(touch: Touch, recognizers: [Recognizer], sequence: Int) {
        self.touch = touch
        self.recognizers = recognizers
        self.sequence = sequence
    }

    var changedThisCycle: Bool { beganThisCycle || movedThisCycle || endedThisCycle || cancelledThisCycle }

    func clearCycleFlags() {
        beganThisCycle = false
        movedThisCycle = false
        endedThisCycle = false
        cancelledThisCycle = false
    }
}

/// Per window: the current multi-touch sequence and the last tap, for tap counts (rule 2).
struct WindowTouchState {
    var sequence = 0
    var liveTouches = 0
    var lastUp: (time: Milliseconds, location: Point, tapCount: Int)?
}

/// A cycle's changed touches by phase, built once per frame and shared by the recognizers.
struct PhaseBuckets {
    var began: [Touch] = []
    var moved: [Touch] = []
    var ended: [Touch] = []
    var cancelled: [Touch] = []
}
