/// How long things stay on screen, in milliseconds. Chosen by eye on a 60 Hz display: long
/// enough to read what happened after lifting the fingers, short enough not to clutter the next
/// gesture.
public enum OverlayTiming {
    /// A trail shows the last 400 ms of a touch's path: about the length of a quick swipe.
    public static let trailMilliseconds = 400.0
    /// A lifted touch's circle fades over 300 ms, so a tap is still visible as a blink.
    public static let touchFadeMilliseconds = 300.0
    /// A state label stays fully visible for 700 ms after its last change: time to read two words.
    public static let labelHoldMilliseconds = 700.0
    /// Then it fades over 500 ms.
    public static let labelFadeMilliseconds = 500.0
    /// A failed attempt is less interesting than a recognition: its label goes twice as fast.
    public static let failedLabelTimeScale = 0.5
}
