import TactileCore
import TactileEngine

/// Parses the `expect:` shorthand strings. A failure carries a message that quotes the entry and
/// says what was expected; the decoder adds the place in the file.
enum ExpectationShorthand {
    struct Malformed: Error {
        var message: String
    }

    /// `STATE@T`.
    static func state(_ text: String) throws(Malformed) -> ExpectedState {
        let (head, time) = try split(text, example: "failed@430")
        return ExpectedState(state: try state(named: head, in: text), time: time)
    }

    /// `L{ids}@T` with L one of b, m, e, c; `L{ids}<FROM@T` for a call passed on from FROM.
    static func viewCall(_ text: String) throws(Malformed) -> ExpectedViewCall {
        let shape = "expected b, m, e or c, touch ids in braces, @ and a time, such as b{1,2}@0 "
            + "(b{1}<V@0 for a call passed on from V)"
        let (whole, time) = try split(text, example: "b{1,2}@0")
        var head = Substring(whole)
        var from: String?
        if let close = head.firstIndex(of: "}"), head[close...].dropFirst().first == "<" {
            from = String(head[close...].dropFirst(2))
            head = head[...close]
        }
        guard let letter = head.first, let call = ExpectedViewCall.letters.first(where: { $0.0 == letter })?.1,
              head.dropFirst().first == "{", head.last == "}", from?.isEmpty != true else {
            throw Malformed(message: "malformed view call '\(text)': \(shape)")
        }
        var touches: [Int] = []
        for part in head.dropFirst(2).dropLast().split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = part.trimmingCharacters(in: " ")
            guard let id = Int(trimmed) else {
                throw Malformed(message: "malformed view call '\(text)': touch id '\(trimmed)' is not an integer")
            }
            guard !touches.contains(id) else {
                throw Malformed(message: "malformed view call '\(text)': touch id \(id) is listed twice")
            }
            touches.append(id)
        }
        // The log lists touch ids ascending; the order written in a file does not matter.
        return ExpectedViewCall(call: call, touches: touches.sorted(), time: time, from: from)
    }

    /// `ID:STATE@T`.
    static func action(_ text: String) throws(Malformed) -> ExpectedAction {
        let (head, time) = try split(text, example: "Tap1:recognized@430")
        guard let colon = head.lastIndex(of: ":"), colon != head.startIndex else {
            throw Malformed(message: "malformed action '\(text)': expected RECOGNIZER:STATE@TIME, such as Tap1:recognized@430")
        }
        let recognizer = String(head[..<colon])
        let state = try state(named: String(head[head.index(after: colon)...]), in: text)
        return ExpectedAction(recognizer: recognizer, state: state, time: time)
    }

    /// States a `state` record can carry: every one but `possible`, since the return to possible
    /// on reset is not recorded.
    static let recordedStates = RecognizerState.allCases.filter { $0 != .possible }

    private static func state(named name: String, in text: String) throws(Malformed) -> RecognizerState {
        guard let state = RecognizerState(rawValue: name), state != .possible else {
            let names = recordedStates.map(\.rawValue)
            let list = names.joined(separator: ", ")
            if let close = Suggestion.closest(to: name, among: names) {
                throw Malformed(message: "unknown state '\(name)' in '\(text)'; did you mean '\(close)'? States: \(list)")
            }
            throw Malformed(message: "unknown state '\(name)' in '\(text)'; states: \(list)")
        }
        return state
    }

    /// Splits `HEAD@TIME`, the time being milliseconds written as digits with an optional fraction.
    static func split(_ text: String, example: String) throws(Malformed) -> (String, Milliseconds) {
        guard let at = text.lastIndex(of: "@") else {
            throw Malformed(message: "malformed entry '\(text)': missing '@TIME', as in \(example)")
        }
        let timeText = text[text.index(after: at)...]
        let parts = timeText.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard !timeText.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let time = Double(timeText) else {
            throw Malformed(message: "malformed time '\(timeText)' in '\(text)': expected milliseconds such as 430 or 16.5")
        }
        return (String(text[..<at]), time)
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
