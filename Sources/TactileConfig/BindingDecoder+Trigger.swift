import TactileCore
import TactileEngine
import TactileScenario
import Yams

/// A binding's `on:`: a recognizer and state, a remote-control event, or a motion event.
///
///     on: {recognizer: Pan, state: changed}
///     on: {remote: togglePlayPause}                 # reached the application
///     on: {remote: nextTrack, responder: Player}    # taken by the view Player
///     on: {motion: lid, phase: ended}               # phase: began (default), ended, cancelled
extension BindingDecoder {
    static let triggerKeys = ["recognizer", "remote", "motion"]
    /// The keys each kind of trigger allows beside its own.
    static let triggerCompanions = ["recognizer": ["state"], "remote": ["responder"], "motion": ["phase", "responder"]]
    static let onKeys = ["recognizer", "state", "remote", "motion", "phase", "responder"]

    /// The trigger, and the `state:` node of a gesture binding (where step-repeat errors point).
    func decodeOn(_ node: Node) throws(ScenarioError) -> (BindingTrigger, Node?) {
        let fields = try reader.fields(of: node, in: "on", allowed: Self.onKeys)
        let kinds = fields.entries.filter { Self.triggerKeys.contains($0.key) }
        guard kinds.count == 1, let kind = kinds.first else {
            let found = kinds.isEmpty ? "none" : kinds.map(\.key).joined(separator: " and ")
            throw reader.error("on: expected exactly one of \(Self.triggerKeys.joined(separator: ", ")); found \(found)", at: node)
        }
        let companions = Self.triggerCompanions[kind.key]!
        for entry in fields.entries where entry.key != kind.key && !companions.contains(entry.key) {
            throw reader.error("on: '\(entry.key)' is not allowed with \(kind.key); allowed beside it: \(companions.joined(separator: ", "))",
                               at: entry.keyNode)
        }
        switch kind.key {
        case "recognizer":
            guard let stateNode = fields["state"] else { throw reader.error("on is missing required key 'state'", at: node) }
            return (.gesture(recognizer: try recognizer(kind.value), state: try state(stateNode)), stateNode)
        case "remote":
            let subtype = try choice(kind.value, key: "remote", what: "remote-control event", RemoteControlSubtype.self)
            return (.remoteControl(subtype, responder: try responder(fields)), nil)
        default:
            let subtype = try choice(kind.value, key: "motion", what: "motion event", MotionSubtype.self)
            let phase = try fields["phase"].map { (node) throws(ScenarioError) in
                try choice(node, key: "phase", what: "phase", MotionPhase.self)
            } ?? .began
            return (.motion(subtype, phase: phase, responder: try responder(fields)), nil)
        }
    }

    private func recognizer(_ node: Node) throws(ScenarioError) -> String {
        let id = try reader.string(node, key: "recognizer")
        guard scene[id] != nil else {
            let hint = Suggestion.closest(to: id, among: scene.order).map { "; did you mean '\($0)'?" } ?? ""
            throw reader.error("recognizer: no recognizer '\(id)' in the scene\(hint)", at: node)
        }
        return id
    }

    private func state(_ node: Node) throws(ScenarioError) -> RecognizerState {
        let name = try reader.string(node, key: "state")
        let names = Binding.bindableStates.map(\.rawValue)
        guard let state = RecognizerState(rawValue: name), Binding.bindableStates.contains(state) else {
            let why = name == "failed" || name == "possible"
                ? "no action is sent on \(name)" : "unknown state '\(name)'"
            throw reader.error("state: \(why); expected one of \(names.joined(separator: ", "))", at: node)
        }
        return state
    }

    /// `responder:`, a view or window of the scene; nil when absent (the application).
    private func responder(_ fields: Fields) throws(ScenarioError) -> String? {
        guard let node = fields["responder"] else { return nil }
        let id = try reader.string(node, key: "responder")
        guard scene.responders.contains(id) else {
            let why = scene[id] != nil
                ? "'\(id)' is a recognizer; a responder is a view or window"
                : "no view or window '\(id)' in the scene"
                    + (Suggestion.closest(to: id, among: scene.responders).map { "; did you mean '\($0)'?" } ?? "")
            throw reader.error("responder: \(why)", at: node)
        }
        return id
    }

    /// A name that must be one of `Choice`'s raw values, with a suggestion when one is close.
    private func choice<Choice: RawRepresentable & CaseIterable>(
        _ node: Node, key: String, what: String, _: Choice.Type
    ) throws(ScenarioError) -> Choice where Choice.RawValue == String {
        let name = try reader.string(node, key: key)
        if let value = Choice(rawValue: name) { return value }
        let names = Choice.allCases.map(\.rawValue)
        let hint = Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'?" }
            ?? "expected one of \(names.joined(separator: ", "))"
        throw reader.error("\(key): unknown \(what) '\(name)'; \(hint)", at: node)
    }
}
