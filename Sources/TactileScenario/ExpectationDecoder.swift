import TactileCore
import TactileEngine
import Yams

/// Decodes `expect:`, checking that every named recognizer and view exists somewhere in the file
/// (an attached recognizer counts, even once detached) and that every shorthand entry parses.
struct ExpectationDecoder {
    let reader: NodeReader
    let ids: IdSpace

    func decode(_ node: Node) throws(ScenarioError) -> Expectation {
        let fields = try reader.fields(of: node, in: "expect", allowed: ["states", "views", "actions", "events"])
        var expectation = Expectation()
        if let states = fields["states"] {
            for (id, list) in try tracks(states, key: "states", kind: .recognizer) {
                var entries: [ExpectedState] = []
                for (text, element) in try reader.strings(list, key: "states") {
                    do { entries.append(try ExpectationShorthand.state(text)) } catch {
                        throw reader.error("states: \(error.message)", at: element)
                    }
                }
                expectation.states.append(.init(id: id, entries: entries))
            }
        }
        if let views = fields["views"] {
            for (id, list) in try tracks(views, key: "views", kind: .view) {
                var entries: [ExpectedViewCall] = []
                for (text, element) in try reader.strings(list, key: "views") {
                    let call: ExpectedViewCall
                    do { call = try ExpectationShorthand.viewCall(text) } catch {
                        throw reader.error("views: \(error.message)", at: element)
                    }
                    if let from = call.from { try known(from, as: .view, key: "views", at: element) }
                    entries.append(call)
                }
                expectation.views.append(.init(id: id, entries: entries))
            }
        }
        if let actions = fields["actions"] {
            var entries: [ExpectedAction] = []
            for (text, element) in try reader.strings(actions, key: "actions") {
                let action: ExpectedAction
                do { action = try ExpectationShorthand.action(text) } catch {
                    throw reader.error("actions: \(error.message)", at: element)
                }
                try known(action.recognizer, as: .recognizer, key: "actions", at: element)
                entries.append(action)
            }
            expectation.actions = entries
        }
        if let events = fields["events"] {
            var entries: [ExpectedEvent] = []
            for (text, element) in try reader.strings(events, key: "events") {
                let event: ExpectedEvent
                do { event = try ExpectationShorthand.event(text) } catch {
                    throw reader.error("events: \(error.message)", at: element)
                }
                if let responder = event.responder { try known(responder, as: .view, key: "events", at: element) }
                entries.append(event)
            }
            expectation.events = entries
        }
        return expectation
    }

    /// `{ID: [entries]}`, each id checked.
    private func tracks(_ node: Node, key: String, kind: IdSpace.Kind) throws(ScenarioError) -> [(String, Node)] {
        let fields = try reader.fields(of: node, in: key, allowed: [], allowsOtherKeys: true)
        var result: [(String, Node)] = []
        for entry in fields.entries {
            try known(entry.key, as: kind, key: key, at: entry.keyNode)
            result.append((entry.key, entry.value))
        }
        return result
    }

    private func known(_ id: String, as kind: IdSpace.Kind, key: String, at node: Node) throws(ScenarioError) {
        try ids.resolve(id, as: kind, key: key, at: node, allowingDetached: true)
    }
}
