import TactileCore

/// The engine's timing and distance defaults, each with where its value comes from
/// (semantics.md §3; D = documented by Apple, I = inferred from a reimplementation, J = our
/// judgement). Distances in points, durations in milliseconds unless the name says seconds.
public enum GestureConstants {
    /// Longest gap from one tap's up to the next tap's down that still counts as the same
    /// multi-tap sequence, for `Touch.tapCount` and multi-tap recognizers.
    /// I: Mocha 350 ms and WinObjC's 0.35 s single-tap delay.
    public static let tapIntervalMilliseconds: Milliseconds = 350
    /// Farthest a tap may land from the previous tap of its sequence. J: 45 pt, as tap movement.
    public static let tapSeparation: Double = 45
    /// Farthest a finger may move during one tap. I: Mocha 45 pt.
    public static let tapMovement: Double = 45
    /// Longest a finger may stay down for a tap. I: Mocha and WinObjC 0.75 s.
    public static let tapMaximumDurationMilliseconds: Milliseconds = 750
    /// Long press defaults. D: UILongPressGestureRecognizer, 0.5 s and 10 pt.
    public static let longPressMinimumDurationSeconds = 0.5
    public static let longPressAllowableMovement: Double = 10
    /// Distance a pan's fingers must move before it begins. J: 10 pt Euclidean (peers use 4-36).
    public static let panSlop: Double = 10
    /// Change of the two fingers' span that begins a pinch. J: 8 pt.
    public static let pinchSpanChange: Double = 8
    /// Angle that begins a rotation. I: react-native-gesture-handler, π/36 rad.
    public static let rotationThreshold: Double = Double.pi / 36
    /// Swipe: distance along the axis, longest duration, widest angle off the axis. J.
    public static let swipeMinimumDistance: Double = 50
    public static let swipeMaximumDurationMilliseconds: Milliseconds = 500
    public static let swipeMaximumAngle: Double = Double.pi / 6
    /// Width of the band along a screen edge where a screen-edge pan may start. J: 20 pt.
    public static let screenEdgeWidth: Double = 20
    /// Velocity estimation window and minimum sample count. J: LSQ over the last 100 ms, 3 samples.
    public static let velocityWindowMilliseconds: Milliseconds = 100
    public static let velocityMinimumSamples = 3
}

/// Converts a duration in seconds (the files' unit) to the clock's milliseconds, rounded to the
/// microsecond so that 0.35 s is exactly 350 ms.
public func milliseconds(fromSeconds s: Double) -> Milliseconds {
    (s * 1_000_000).rounded() / 1000
}
