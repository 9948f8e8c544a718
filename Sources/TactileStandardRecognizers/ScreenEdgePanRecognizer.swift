import TactilePluginKit

/// `screenEdgePan` (UIScreenEdgePanGestureRecognizer, semantics B4): a pan whose first finger
/// must touch down within `screenEdgeWidth` of one of `edges` of its window (the screen), and
/// whose movement, when it reaches the slop, points away from that edge more than along it.
/// Otherwise it fails.
final class ScreenEdgePanRecognizer: PanRecognizer {
    enum Edge: String, CaseIterable {
        case left, right, top, bottom
    }

    var edges: [Edge]
    /// The edges the first finger touched down near.
    private var startEdges: [Edge] = []

    init(edges: [Edge]) {
        self.edges = edges
        super.init(minimumTouches: 1, maximumTouches: 1)
    }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        if startEdges.isEmpty, let first = touches.first {
            startEdges = edges.filter { distance(of: first.locationInWindow, from: $0) <= StandardThresholds.screenEdgeWidth }
            if startEdges.isEmpty {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    override func mayBegin(with translation: Point) -> Bool {
        startEdges.contains { edge in
            switch edge {
            case .left: translation.x > abs(translation.y)
            case .right: -translation.x > abs(translation.y)
            case .top: translation.y > abs(translation.x)
            case .bottom: -translation.y > abs(translation.x)
            }
        }
    }

    private func distance(of p: Point, from edge: Edge) -> Double {
        switch edge {
        case .left: p.x
        case .right: view.windowWidth - p.x
        case .top: p.y
        case .bottom: view.windowHeight - p.y
        }
    }

    override func reset() {
        super.reset()
        startEdges = []
    }

    override func setParameter(_ key: String, to value: ParameterValue) throws(ParameterError) {
        edges = try Self.readEdges(Parameters([.init(key: key, value: value)], allowed: ["edges"], type: StandardPlugin.screenEdgePanTypeName))
    }

    private static func readEdges(_ p: Parameters) throws(ParameterError) -> [Edge] {
        try p.names("edges", default: [], allowed: Edge.allCases.map(\.rawValue) + ["all"]).compactMap(Edge.init(rawValue:))
    }

    static let edgesDeclaration = RecognizerTypeDeclaration(
        name: StandardPlugin.screenEdgePanTypeName, kind: .continuous,
        parameters: [
            ParameterSpec("edges", type: "left, right, top, bottom, a list of them, or all", default: .list([]))
        ]
    ) { entries throws(ParameterError) in
        ScreenEdgePanRecognizer(edges: try readEdges(Parameters(entries, allowed: ["edges"], type: StandardPlugin.screenEdgePanTypeName)))
    }
}
