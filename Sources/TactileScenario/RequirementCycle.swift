/// Finds a cycle among static `requireToFail` edges: A requires B requires A can never resolve
/// (each waits for the other to fail), so it is a configuration error named in full.
enum RequirementCycle {
    /// The first cycle found, walking recognizers in declaration order, as the edges that form it
    /// (the first edge leaves the earliest-declared recognizer of the cycle); nil when there is none.
    static func find(in edges: [RequirementEdge], order: [String]) -> [RequirementEdge]? {
        var outgoing: [String: [RequirementEdge]] = [:]
        for edge in edges { outgoing[edge.recognizer, default: []].append(edge) }

        enum Mark { case visiting, done }
        var marks: [String: Mark] = [:]
        var path: [RequirementEdge] = []

        func visit(_ id: String) -> [RequirementEdge]? {
            marks[id] = .visiting
            for edge in outgoing[id] ?? [] {
                switch marks[edge.required] {
                case .visiting:
                    path.append(edge)
                    let start = path.firstIndex { $0.recognizer == edge.required }!
                    return Array(path[start...])
                case .done: continue
                case nil:
                    path.append(edge)
                    if let cycle = visit(edge.required) { return cycle }
                    path.removeLast()
                }
            }
            marks[id] = .done
            return nil
        }

        for id in order where marks[id] == nil {
            if let cycle = visit(id) { return rotated(cycle, order: order) }
        }
        return nil
    }

    /// `requireToFail cycle: A → B → A`.
    static func message(_ cycle: [RequirementEdge]) -> String {
        "requireToFail cycle: " + (cycle.map(\.recognizer) + [cycle[0].recognizer]).joined(separator: " → ")
    }

    /// Starts the cycle at its earliest-declared recognizer, so the message does not depend on
    /// where the search happened to enter it.
    private static func rotated(_ cycle: [RequirementEdge], order: [String]) -> [RequirementEdge] {
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        guard let start = cycle.indices.min(by: {
            rank[cycle[$0].recognizer] ?? .max < rank[cycle[$1].recognizer] ?? .max
        }) else { return cycle }
        return Array(cycle[start...] + cycle[..<start])
    }
}
