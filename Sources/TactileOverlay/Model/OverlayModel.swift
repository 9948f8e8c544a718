/// The overlay's memory of recent records, and what to draw at a given time.
///
/// Lifecycle, driven by the host:
/// - `consume(_:)` each record in log order, never with a time earlier than the last one;
/// - `scene(at:)` for any time at or after the last record, as often as frames are drawn;
/// - `nextChange(at:)` to know when another frame is needed if no record arrives;
/// - `forgetExpired(at:)` now and then, so that memory stays bounded in a long session.
///
/// Pure value type: no clock, no I/O, so replay, freeze and tests all use the same code.
public struct OverlayModel: Sendable {
    /// Touches by id, including lifted ones that are still fading.
    private var touches: [Int: TouchTrack] = [:]
    /// The touches each recognizer has been fed since its last reset: where its label goes.
    private var recognizerTouches: [String: Set<Int>] = [:]
    /// One label per recognizer, its latest state, in order of first appearance.
    private var labels: [LabelEntry] = []

    /// Radius for touches whose records carry none, in points: about a fingertip.
    public static let defaultTouchRadius = 22.0

    public init() {}

    /// Takes one record into account.
    public mutating func consume(_ record: OverlayRecord) {
        switch record.kind {
        case let .touch(id, phase, location, radius):
            handleTouch(id: id, phase: phase, location: location, radius: radius, time: record.time)
        case let .feed(recognizer, call, ids):
            // Only beginnings add: a lifted touch still marks where the gesture happened.
            if call == "touchesBegan" { recognizerTouches[recognizer, default: []].formUnion(ids) }
        case let .state(recognizer, _, to):
            updateLabel(of: recognizer, time: record.time) { $0.state = to; $0.values = [] }
        case let .action(recognizer, state, location, values):
            updateLabel(of: recognizer, time: record.time) {
                $0.state = state
                $0.values = values
                if $0.anchor == nil { $0.anchor = location }
            }
        case let .reset(recognizer):
            recognizerTouches[recognizer] = nil
        case .ignored:
            break
        }
    }

    private mutating func handleTouch(id: Int, phase: TouchPhase, location: OverlayPoint, radius: Double?, time: Double) {
        if phase == .began || touches[id]?.liftTime != nil {
            // A reused id after a lift is a new touch: its trail must not connect to the old one.
            touches[id] = TouchTrack(samples: [], radius: nil, liftTime: nil)
        }
        touches[id, default: TouchTrack(samples: [], radius: nil, liftTime: nil)].samples.append(
            TouchSample(time: time, location: location))
        if let radius { touches[id]?.radius = radius }
        if phase.isFinal { touches[id]?.liftTime = time }
    }

    private mutating func updateLabel(of recognizer: String, time: Double, _ change: (inout LabelEntry) -> Void) {
        let index = labels.firstIndex { $0.recognizer == recognizer } ?? {
            labels.append(LabelEntry(recognizer: recognizer, state: "possible", values: [], anchor: nil, time: time))
            return labels.count - 1
        }()
        labels[index].time = time
        // Re-anchor on every change so a label follows a moving gesture; keep the old anchor
        // when the recognizer's touches are not known (no touch records in the log).
        if let corner = corner(of: recognizerTouches[recognizer] ?? []) { labels[index].anchor = corner }
        change(&labels[index])
    }

    /// The top-left corner of the box around the touches' circles: labels sit just above it,
    /// where the hand (below the fingers on a touchscreen) does not cover them.
    private func corner(of ids: Set<Int>) -> OverlayPoint? {
        let tracks = ids.compactMap { touches[$0] }
        let corners = tracks.compactMap { track in
            track.samples.last.map { sample in
                let radius = track.radius ?? Self.defaultTouchRadius
                return OverlayPoint(x: sample.location.x - radius, y: sample.location.y - radius)
            }
        }
        guard !corners.isEmpty else { return nil }
        return OverlayPoint(x: corners.map(\.x).min()!, y: corners.map(\.y).min()!)
    }

    /// What to draw at `time` (ms, on the log's clock).
    public func scene(at time: Double) -> OverlayScene {
        let marks = touches.keys.sorted().compactMap { id in touches[id]?.mark(id: id, at: time) }
        return OverlayScene(touches: marks, labels: visibleLabels(at: time))
    }

    /// Visible labels in order of first appearance; the renderer places them, since only it
    /// knows how large their text is.
    private func visibleLabels(at time: Double) -> [GestureLabel] {
        labels.compactMap { entry in
            let opacity = entry.opacity(at: time)
            guard opacity > 0 else { return nil }
            return GestureLabel(recognizer: entry.recognizer, state: entry.state, values: entry.values,
                                anchor: entry.anchor, opacity: opacity)
        }
    }

    /// When the scene next changes without a new record: `time` itself while something is fading
    /// (draw every frame), a later time while labels only hold (sleep until then), nil when the
    /// scene is still (draw nothing until the next record).
    public func nextChange(at time: Double) -> Double? {
        (touches.values.compactMap { $0.nextChange(at: time) } + labels.compactMap { $0.nextChange(at: time) }).min()
    }

    /// Drops touches, trail samples and labels that can no longer be seen at `time` or later.
    public mutating func forgetExpired(at time: Double) {
        touches = touches.filter { !$0.value.isGone(at: time) }
        for id in touches.keys { touches[id]?.dropSamples(before: time - OverlayTiming.trailMilliseconds) }
        labels.removeAll { $0.opacity(at: time) <= 0 }
    }
}
