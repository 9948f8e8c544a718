import TactileCore
import TactileEngine

/// A scenario's `expect:` section: the exact `state` records of each named recognizer, the exact
/// `view` records of each named view, and optionally every action and every `modifiers`,
/// `remote` and `motion` record in order. What is not named
/// is not checked, so a scenario can pin down only what its bug report is about.
public struct Expectation: Hashable, Sendable {
    /// The entries expected for one recognizer or view, in order.
    public struct Track<Entry: Hashable & Sendable>: Hashable, Sendable {
        public var id: String
        public var entries: [Entry]

        public init(id: String, entries: [Entry]) {
            self.id = id
            self.entries = entries
        }
    }

    /// In file order.
    public var states: [Track<ExpectedState>]
    /// In file order.
    public var views: [Track<ExpectedViewCall>]
    /// Every action of the run, in order; nil when `actions:` is absent (not checked).
    public var actions: [ExpectedAction]?
    /// Every `modifiers`, `remote` and `motion` record of the run, in order; nil when `events:`
    /// is absent (not checked).
    public var events: [ExpectedEvent]?

    public init(
        states: [Track<ExpectedState>] = [], views: [Track<ExpectedViewCall>] = [], actions: [ExpectedAction]? = nil,
        events: [ExpectedEvent]? = nil
    ) {
        self.states = states
        self.views = views
        self.actions = actions
        self.events = events
    }

    /// Compares with the log of a run: one mismatch per named recognizer or view whose records
    /// differ, and one for the actions; empty when everything matches.
    public func check(records: [Record]) -> [ExpectationMismatch] {
        var mismatches: [ExpectationMismatch] = []
        for track in states {
            let actual = records.compactMap { record -> ExpectedState? in
                guard case .state(track.id, _, let to) = record.kind else { return nil }
                return ExpectedState(state: to, time: record.time)
            }
            mismatches += ExpectationMismatch.compare(
                "states of \(track.id)", expected: track.entries, actual: actual) { $0.matches($1) }
        }
        for track in views {
            let actual = records.compactMap { record -> ExpectedViewCall? in
                guard case .view(track.id, let call, let touches, let from) = record.kind else { return nil }
                return ExpectedViewCall(call: call, touches: touches, time: record.time, from: from)
            }
            mismatches += ExpectationMismatch.compare(
                "views of \(track.id)", expected: track.entries, actual: actual) { $0.matches($1) }
        }
        if let actions {
            let actual = records.compactMap { record -> ExpectedAction? in
                guard case .action(let recognizer, let state, _, _, _) = record.kind else { return nil }
                return ExpectedAction(recognizer: recognizer, state: state, time: record.time)
            }
            mismatches += ExpectationMismatch.compare("actions", expected: actions, actual: actual) { $0.matches($1) }
        }
        if let events {
            let actual = records.compactMap(ExpectedEvent.init)
            mismatches += ExpectationMismatch.compare("events", expected: events, actual: actual) { $0.matches($1) }
        }
        return mismatches
    }
}

/// One part of an expectation that the run did not meet, shown as a diff:
///
///     views of V differ at entry 2:
///       expected: [b{1}@0, e{1}@80]
///       actual:   [b{1}@0, c{1}@80]
public struct ExpectationMismatch: Hashable, Sendable, CustomStringConvertible {
    /// `states of Tap2`, `views of V`, `actions` or `events`.
    public var subject: String
    /// The shorthand of each entry.
    public var expected: [String]
    public var actual: [String]
    /// 0-based index of the first entry that differs (or is missing on one side).
    public var firstDifference: Int

    public var description: String {
        """
        \(subject) differ at entry \(firstDifference + 1):
          expected: [\(expected.joined(separator: ", "))]
          actual:   [\(actual.joined(separator: ", "))]
        """
    }

    static func compare<Entry: CustomStringConvertible>(
        _ subject: String, expected: [Entry], actual: [Entry], matches: (Entry, Entry) -> Bool
    ) -> [ExpectationMismatch] {
        let common = min(expected.count, actual.count)
        let first = (0..<common).first { !matches(expected[$0], actual[$0]) }
            ?? (expected.count == actual.count ? nil : common)
        guard let first else { return [] }
        return [ExpectationMismatch(
            subject: subject, expected: expected.map(\.description), actual: actual.map(\.description),
            firstDifference: first)]
    }
}
