import TactileCore
import TactileEngine

/// What `expect: events:` says about one `modifiers`, `remote` or `motion` record:
///
///     modifiers:Shift+Super@5      the modifiers held changed (modifiers:none@7 when released)
///     remote:nextTrack@10          a remote-control event the application took
///     remote:nextTrack>V@10        … that responder V took
///     motion:began:tabletMode>W@20 a motion event (phase, then subtype), taken by W
public struct ExpectedEvent: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// In the order Shift, Control, Alt, Super.
        case modifiers([Modifier])
        case remoteControl(RemoteControlSubtype, responder: String?)
        case motion(MotionPhase, MotionSubtype, responder: String?)
    }

    public var kind: Kind
    public var time: Milliseconds

    public init(kind: Kind, time: Milliseconds) {
        self.kind = kind
        self.time = time
    }

    /// The entry a record stands for, or nil for the records `events:` does not list.
    init?(_ record: Record) {
        switch record.kind {
        case .modifiers(let held): kind = .modifiers(held)
        case let .remoteControl(subtype, responder): kind = .remoteControl(subtype, responder: responder)
        case let .motion(subtype, phase, responder): kind = .motion(phase, subtype, responder: responder)
        default: return nil
        }
        time = record.time
    }

    /// The responder it names after `>`, if any.
    var responder: String? {
        switch kind {
        case .modifiers: nil
        case .remoteControl(_, let responder), .motion(_, _, let responder): responder
        }
    }

    public var description: String {
        let head = switch kind {
        case .modifiers(let held): "modifiers:" + (held.isEmpty ? "none" : held.map(\.rawValue).joined(separator: "+"))
        case .remoteControl(let subtype, _): "remote:\(subtype.rawValue)"
        case .motion(let phase, let subtype, _): "motion:\(phase.rawValue):\(subtype.rawValue)"
        }
        return head + (responder.map { ">\($0)" } ?? "") + "@\(JSONText.number(time))"
    }

    func matches(_ other: ExpectedEvent) -> Bool {
        kind == other.kind && ExpectationTime.equal(time, other.time)
    }
}

extension ExpectationShorthand {
    /// `modifiers:NAMES@T`, `remote:SUBTYPE[>RESPONDER]@T`, `motion:PHASE:SUBTYPE[>RESPONDER]@T`.
    static func event(_ text: String) throws(Malformed) -> ExpectedEvent {
        let shape = "expected modifiers:Shift+Super@5, remote:nextTrack>V@10 or motion:began:tabletMode@20"
        let (whole, time) = try split(text, example: "remote:nextTrack>V@10")
        var head = Substring(whole)
        var responder: String?
        if let arrow = head.firstIndex(of: ">") {
            responder = String(head[arrow...].dropFirst())
            head = head[..<arrow]
            guard responder?.isEmpty == false else {
                throw Malformed(message: "malformed event '\(text)': a responder id follows '>'")
            }
        }
        let parts = head.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let kind: ExpectedEvent.Kind
        switch (parts.first, parts.count) {
        case ("modifiers", 2):
            guard responder == nil else {
                throw Malformed(message: "malformed event '\(text)': modifiers have no responder")
            }
            kind = .modifiers(try modifiers(parts[1], in: text))
        case ("remote", 2):
            kind = .remoteControl(try choice(parts[1], "remote-control subtype", in: text), responder: responder)
        case ("motion", 3):
            kind = .motion(
                try choice(parts[1], "motion phase", in: text), try choice(parts[2], "motion subtype", in: text),
                responder: responder)
        default:
            throw Malformed(message: "malformed event '\(text)': \(shape)")
        }
        return ExpectedEvent(kind: kind, time: time)
    }

    /// `Shift+Super`, or `none`; in the log's order whatever the file's.
    private static func modifiers(_ text: String, in entry: String) throws(Malformed) -> [Modifier] {
        if text == "none" { return [] }
        var held: [Modifier] = []
        for name in text.split(separator: "+", omittingEmptySubsequences: false) {
            guard let modifier = Modifier(name: String(name)) else {
                throw Malformed(message: "unknown modifier '\(name)' in '\(entry)'; expected Shift, Control, Alt, Super or none")
            }
            guard !held.contains(modifier) else {
                throw Malformed(message: "modifier \(modifier.rawValue) is listed twice in '\(entry)'")
            }
            held.append(modifier)
        }
        return held.sorted()
    }

    private static func choice<Choice: RawRepresentable & CaseIterable>(
        _ name: String, _ what: String, in entry: String
    ) throws(Malformed) -> Choice where Choice.RawValue == String {
        if let value = Choice(rawValue: name) { return value }
        let names = Choice.allCases.map(\.rawValue)
        let list = names.joined(separator: ", ")
        if let close = Suggestion.closest(to: name, among: names) {
            throw Malformed(message: "unknown \(what) '\(name)' in '\(entry)'; did you mean '\(close)'? Expected one of \(list)")
        }
        throw Malformed(message: "unknown \(what) '\(name)' in '\(entry)'; expected one of \(list)")
    }
}
