import TactileCore
import TactileInput

/// One touchpad's gestures as touches: libinput's swipe, pinch and hold events in, frames of
/// synthetic fingers (`TouchpadFingers`) out, in the touchpad's window.
///
/// - begin: the fingers touch down around the window's centre;
/// - update: they move with the deltas, spread with the scale, turn with the angle;
/// - end: they lift, or are cancelled when libinput cancelled the gesture;
/// - a hold that libinput cancels because its fingers start moving is only *interrupted*: when
///   a swipe or pinch of as many fingers begins next, the same touches go on as that gesture;
///   any other event of the device, or `holdContinuationWait` without one, cancels them;
/// - two-finger scrolling (libinput's finger scroll, which it reports instead of a gesture) is
///   two fingers moving with the scroll deltas, lifting at libinput's scroll stop; it too carries
///   an interrupted two-finger hold on.
struct TouchpadGesture {
    /// How long an interrupted hold waits for its swipe or pinch. libinput cancels the hold on
    /// the first motion and begins the swipe or pinch once the motion tells which (10 ms later
    /// on the test touchpad); a two-finger motion that becomes scrolling sends scroll events,
    /// which end the wait at once.
    static let holdContinuationWait: Milliseconds = 150

    let window: MappedWindow
    /// The id of finger 0; finger n is `firstID + n`.
    let firstID: Int
    private var fingers: TouchpadFingers?
    /// When libinput cancelled the hold whose fingers are still down.
    private var interruptedAt: Milliseconds?
    /// Whether the fingers down are a two-finger scroll's.
    private var scrolling = false

    init(window: MappedWindow, firstID: Int) {
        self.window = window
        self.firstID = firstID
    }

    var isInterrupted: Bool { interruptedAt != nil }

    /// When an interrupted hold stops waiting for a swipe or pinch.
    var interruptionDeadline: Milliseconds? { interruptedAt.map { $0 + Self.holdContinuationWait } }

    /// Whether an event carries an interrupted hold on (a swipe or pinch begin, same fingers).
    func carriesHoldOn(_ event: LibinputEvent.Kind) -> Bool {
        switch event {
        case .gesture(let gesture):
            return gesture.phase == .begin && gesture.kind != .hold && fingers?.count == Int(gesture.fingers)
        case .pointerScroll(.finger, _, _):
            return fingers?.count == 2
        default:
            return false
        }
    }

    /// One finger-scroll event: values in libinput's units (as gesture deltas), both absent or
    /// zero at the scroll stop.
    mutating func scroll(horizontal: Double?, vertical: Double?, at time: Milliseconds) -> [InputFrame] {
        if interruptedAt != nil, fingers?.count == 2 {
            interruptedAt = nil
            scrolling = true
        }
        let stop = (horizontal ?? 0) == 0 && (vertical ?? 0) == 0
        if stop {
            guard scrolling, let lifted = fingers else { return [] }
            fingers = nil
            scrolling = false
            return [frame(.up, lifted, at: time)]
        }
        var frames: [InputFrame] = []
        if !scrolling {
            frames = cancelAll(at: time)
            let centre = Point(x: window.frame.size.width / 2, y: window.frame.size.height / 2)
            let started = TouchpadFingers(count: 2, centroid: centre)
            frames.append(frame(.down, started, at: time))
            fingers = started
            scrolling = true
        }
        fingers?.update(dx: horizontal ?? 0, dy: vertical ?? 0, scale: nil, angleDelta: 0)
        if let moved = fingers { frames.append(frame(.move, moved, at: time)) }
        return frames
    }

    mutating func handle(_ gesture: Gesture, at time: Milliseconds) -> [InputFrame] {
        switch gesture.phase {
        case .begin where interruptedAt != nil:
            // The hold's fingers started moving and this gesture carries them on: a hold never
            // moved them, so they already are where a new gesture would put them.
            interruptedAt = nil
            return []
        case .begin:
            scrolling = false
            // A begin while fingers are down (a missed end) cancels the old ones first, in a
            // frame of their own so that their ids are free again.
            let lifted = cancelAll(at: time)
            let centre = Point(x: window.frame.size.width / 2, y: window.frame.size.height / 2)
            let started = TouchpadFingers(count: Int(min(gesture.fingers, 10)), centroid: centre)
            fingers = started
            return lifted + [frame(.down, started, at: time)]
        case .update:
            guard var moved = fingers else { return [] }
            moved.update(dx: gesture.unacceleratedDx, dy: gesture.unacceleratedDy,
                         scale: gesture.kind == .pinch ? gesture.scale : nil, angleDelta: gesture.angleDelta)
            fingers = moved
            return [frame(.move, moved, at: time)]
        case .end where gesture.kind == .hold && gesture.cancelled && fingers != nil:
            interruptedAt = time
            return []
        case .end:
            guard let ended = fingers else { return [] }
            fingers = nil
            return [frame(gesture.cancelled ? .cancel : .up, ended, at: time)]
        }
    }

    /// Cancels an interrupted hold that nothing carried on, at the end of its wait.
    mutating func endInterruption() -> [InputFrame] {
        guard let deadline = interruptionDeadline else { return [] }
        return cancelAll(at: deadline)
    }

    /// Cancels the fingers that are down (rule 26, device removed).
    mutating func cancelAll(at time: Milliseconds) -> [InputFrame] {
        guard let down = fingers else { return [] }
        fingers = nil
        interruptedAt = nil
        scrolling = false
        return [frame(.cancel, down, at: time)]
    }

    private func frame(_ action: TouchAction, _ fingers: TouchpadFingers, at time: Milliseconds) -> InputFrame {
        let origin = window.frame.origin
        let touches = fingers.positions.enumerated().map { finger, p in
            TouchInput(action: action, id: firstID + finger,
                       location: action == .cancel ? nil : Point(x: origin.x + p.x, y: origin.y + p.y))
        }
        return InputFrame(time: time, touches: touches)
    }
}
