/// The thresholds of the standard recognizers.
///
/// A duration limit is enforced by a timer due at the limit. Timers due at an input's time fire
/// before that input (rule 27), so an input exactly at the limit is already too late: a tap
/// lifted at 750 ms has failed, a second tap 350 ms after the first lift comes too late. The
/// scenario format's own examples (`failed@430` for a double tap after a lift at 80) fix this
/// reading. They are the engine's `GestureConstants`
/// (semantics.md §3, where each value's provenance is given), repeated here because a plugin
/// never links the engine; a test checks that both stay equal. Distances in points, durations in
/// milliseconds.
enum StandardThresholds {
    static let tapInterval = 350.0
    static let tapSeparation = 45.0
    static let tapMovement = 45.0
    static let tapMaximumDuration = 750.0
    static let longPressMinimumDurationSeconds = 0.5
    static let longPressAllowableMovement = 10.0
    static let panSlop = 10.0
    static let pinchSpanChange = 8.0
    static let rotationThreshold = Double.pi / 36
    static let swipeMinimumDistance = 50.0
    static let swipeMaximumDuration = 500.0
    static let swipeMaximumAngle = Double.pi / 6
    static let screenEdgeWidth = 20.0
    static let velocityWindow = 100.0
    static let velocityMinimumSamples = 3

    /// Seconds (the files' unit) to the clock's milliseconds, rounded to the microsecond so that
    /// 0.35 s is exactly 350 ms.
    static func milliseconds(fromSeconds s: Double) -> Double {
        (s * 1_000_000).rounded() / 1000
    }
}

/// The values exported to tests, so that they can be compared with the engine's constants.
public enum StandardThresholdValues {
    public static let all: [String: Double] = [
        "tapInterval": StandardThresholds.tapInterval,
        "tapSeparation": StandardThresholds.tapSeparation,
        "tapMovement": StandardThresholds.tapMovement,
        "tapMaximumDuration": StandardThresholds.tapMaximumDuration,
        "longPressMinimumDurationSeconds": StandardThresholds.longPressMinimumDurationSeconds,
        "longPressAllowableMovement": StandardThresholds.longPressAllowableMovement,
        "panSlop": StandardThresholds.panSlop,
        "pinchSpanChange": StandardThresholds.pinchSpanChange,
        "rotationThreshold": StandardThresholds.rotationThreshold,
        "swipeMinimumDistance": StandardThresholds.swipeMinimumDistance,
        "swipeMaximumDuration": StandardThresholds.swipeMaximumDuration,
        "swipeMaximumAngle": StandardThresholds.swipeMaximumAngle,
        "screenEdgeWidth": StandardThresholds.screenEdgeWidth,
        "velocityWindow": StandardThresholds.velocityWindow,
        "velocityMinimumSamples": Double(StandardThresholds.velocityMinimumSamples),
    ]
}
