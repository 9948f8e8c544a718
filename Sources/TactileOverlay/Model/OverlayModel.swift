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
    /// Labels of gestures closer than this share a column and stack instead of overlapping.
    static let labelStackDistance = 60.0
    /// Height of one stacked label (two text lines and padding), in points.
    static let labelStackHeight = 44.0

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
        if let centroid = centroid(of: recognizerTouches[recognizer] ?? []) { labels[index].anchor = centroid }
        change(&labels[index])
    }

    private func centroid(of ids: Set<Int>) -> OverlayPoint? {
        let points = ids.compactMap { touches[$0]?.samples.last?.location }
        guard !points.isEmpty else { return nil }
        let count = Double(points.count)
        return OverlayPoint(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
    }

    /// What to draw at `time` (ms, on the log's clock).
    public func scene(at time: Double) -> OverlayScene {
        let marks = touches.keys.sorted().compactMap { id in touches[id]?.mark(id: id, at: time) }
        return OverlayScene(touches: marks, labels: layOutLabels(at: time))
    }

    /// Places visible labels to the right of their gestures, stacking those of nearby gestures.
    private func layOutLabels(at time: Double) -> [GestureLabel] {
        var placed: [(anchor: OverlayPoint, count: Int)] = []
        var result: [GestureLabel] = []
        for entry in labels {
            let opacity = entry.opacity(at: time)
            guard opacity > 0 else { continue }
            let anchor = entry.anchor ?? OverlayPoint(x: 16, y: 16)
            let column = placed.firstIndex { $0.anchor.distance(to: anchor) < Self.labelStackDistance }
            let row = column.map { placed[$0].count } ?? 0
            if let column { placed[column].count += 1 } else { placed.append((anchor, 1)) }
            let base = placed[column ?? placed.count - 1].anchor
            let origin = OverlayPoint(x: base.x + Self.defaultTouchRadius + 18,
                                      y: base.y - Self.defaultTouchRadius + Double(row) * Self.labelStackHeight)
            result.append(GestureLabel(recognizer: entry.recognizer, state: entry.state, values: entry.values,
                                       origin: origin, opacity: opacity))
        }
        return result
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
