import TactileCore
import TactileEngine

/// Remembers the last touch sequence (from a touch down while no finger was down, until the next
/// such down) and what each recognizer did in it, to answer `explain`.
///
/// Each recognizer's reason is the engine's own account of its last decision
/// (`RecognizerSummary.reason`: `prevented: Tap2 recognized`, `waits for DoubleTap to fail` …),
/// and `"source":"engine"` says so; for a recognizer the engine has no account of yet, the reason
/// is inferred from the records (transitions, their times, static relationships) and the source
/// reads `"records"`.
struct SequenceExplainer {
    private struct Participant {
        var id: String
        /// `STATE@T` for every transition in the sequence.
        var transitions: [(state: RecognizerState, time: Milliseconds)] = []
    }

    private var began: Milliseconds?
    private var lifted: Milliseconds?
    private var touches: [Int] = []
    private var participants: [Participant] = []
    private var indexByID: [String: Int] = [:]

    /// A touch input the daemon handed to the engine; `fingersDown` counts after it.
    mutating func observe(touch: TouchAction, at time: Milliseconds, fingersDown: Int) {
        if touch == .down, fingersDown == 1 { self = SequenceExplainer(); began = time }
        if fingersDown == 0, touch != .down { lifted = time }
    }

    mutating func observe(_ record: Record) {
        switch record.kind {
        case .feed(let recognizer, _, let fed):
            _ = participant(recognizer)
            // The engine's touch ids, as in feed, view and touch records.
            for id in fed where !touches.contains(id) { touches.append(id) }
        case .state(let recognizer, _, let to):
            participants[participant(recognizer)].transitions.append((to, record.time))
        default: break
        }
    }

    private mutating func participant(_ id: String) -> Int {
        if let i = indexByID[id] { return i }
        participants.append(Participant(id: id))
        indexByID[id] = participants.count - 1
        return participants.count - 1
    }

    /// The `explain` reply's body.
    func explanation(summaries: [RecognizerSummary]) -> JSONValue {
        let byID = Dictionary(summaries.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var outcomes: [String: String] = [:]
        for p in participants { outcomes[p.id] = outcome(p, summary: byID[p.id]) }
        let fromEngine = participants.allSatisfy { byID[$0.id]?.reason != nil }
        let list: [JSONValue] = participants.map { p in
            let summary = byID[p.id]
            return .object([
                ("recognizer", .string(p.id)),
                ("type", summary.map { .string($0.type) } ?? .null),
                ("outcome", .string(outcomes[p.id]!)),
                ("states", .array(p.transitions.map { .string("\($0.state.rawValue)@\(JSONValue.numberText($0.time))") })),
                ("reason", .string(summary?.reason ?? reason(p, summary: summary, outcomes: outcomes))),
            ])
        }
        return .object([
            ("source", .string(fromEngine ? "engine" : "records")),
            ("began", began.map { .number($0) } ?? .null),
            ("lifted", lifted.map { .number($0) } ?? .null),
            ("touches", .array(touches.map { .number(Double($0)) })),
            ("recognizers", .array(list)),
        ])
    }

    /// won, failed, cancelled, waiting, active or possible.
    private func outcome(_ p: Participant, summary: RecognizerSummary?) -> String {
        switch p.transitions.last?.state {
        case .recognized?, .ended?: return "won"
        case .failed?: return "failed"
        case .cancelled?: return "cancelled"
        case .began?, .changed?: return "active"
        default: return summary?.isWaiting == true ? "waiting" : "possible"
        }
    }

    private func reason(_ p: Participant, summary: RecognizerSummary?, outcomes: [String: String]) -> String {
        let requires = summary?.requireToFail ?? []
        let last = p.transitions.last.map { JSONValue.numberText($0.time) } ?? ""
        switch outcomes[p.id] {
        case "won":
            let waited = requires.filter { outcomes[$0] == "failed" }
            let start = p.transitions.first.map { " (began at \(JSONValue.numberText($0.time)))" } ?? ""
            let after = waited.isEmpty ? "" : " after \(waited.joined(separator: ", ")) failed, as it requires"
            return "\(p.transitions.last!.state.rawValue) at \(last)\(p.transitions.count > 1 ? start : "")\(after)"
        case "failed":
            let blockers = requires.filter { outcomes[$0] == "won" }
            if !blockers.isEmpty { return "failed at \(last): it requires \(blockers.joined(separator: ", ")) to fail, which recognized" }
            let winners = participants.filter { q in
                q.id != p.id && outcomes[q.id] == "won" && q.transitions.contains { $0.time == p.transitions.last!.time }
            }.map(\.id)
            if !winners.isEmpty { return "failed at \(last), in the cycle where \(winners.joined(separator: ", ")) won (excluded by it)" }
            return "failed at \(last): its own decision (its touches did not match)"
        case "cancelled":
            return "cancelled at \(last): its touches were cancelled or it was disabled or detached"
        case "active":
            return "in progress since \(JSONValue.numberText(p.transitions.first!.time))"
        case "waiting":
            let open = requires.filter { outcomes[$0] != "failed" }
            return open.isEmpty ? "waits for other recognizers to fail" : "waits for \(open.joined(separator: ", ")) to fail"
        default:
            return "received touches but has not decided"
        }
    }
}
