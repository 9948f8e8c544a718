import TactileEngine

/// A client's request, decoded from one line (protocols/ipc.md): `{"id"?, "request": NAME, …}`,
/// or the client's own hello `{"hello":"tactile","version":N}`.
public enum Request: Equatable, Sendable {
    case hello(version: Int)
    case subscribe([RecordKindName])
    case unsubscribe([RecordKindName])
    case reload
    case pause
    case resume
    case recognizers
    case explain
    /// Input lines in the scenario format, each a JSON object, applied in order.
    case inject([JSONValue])

    /// What went wrong decoding a line: the error reply's code and message.
    public struct Problem: Error, Equatable {
        public var code: ProtocolText.ErrorCode
        public var message: String
    }

    static let names = ["subscribe", "unsubscribe", "reload", "pause", "resume", "recognizers", "explain", "inject"]

    /// Decodes a parsed line. `id` is whatever the client sent (a number or a string), echoed.
    public static func decode(_ value: JSONValue) -> (id: JSONValue?, request: Result<Request, Problem>) {
        guard case .object = value else {
            return (nil, .failure(Problem(code: .malformed, message: "expected a JSON object")))
        }
        let id = value["id"]
        return (id, Result { () throws(Problem) in try decodeObject(value) })
    }

    private static func decodeObject(_ value: JSONValue) throws(Problem) -> Request {
        if let hello = value["hello"] {
            guard hello.string == "tactile" else { throw Problem(code: .invalid, message: "hello: expected \"tactile\"") }
            guard let version = value["version"]?.number, version >= 0, version < 1e9 else {
                throw Problem(code: .invalid, message: "hello: 'version' must be a number")
            }
            return .hello(version: Int(version))
        }
        guard let name = value["request"]?.string else {
            throw Problem(code: .invalid, message: "missing 'request' (one of \(names.joined(separator: ", ")))")
        }
        switch name {
        case "subscribe": return .subscribe(try kinds(value))
        case "unsubscribe": return .unsubscribe(try kinds(value))
        case "reload": return .reload
        case "pause": return .pause
        case "resume": return .resume
        case "recognizers": return .recognizers
        case "explain": return .explain
        case "inject":
            guard let lines = value["input"]?.array, !lines.isEmpty else {
                throw Problem(code: .invalid, message: "inject: 'input' must be a non-empty list of input lines")
            }
            return .inject(lines)
        default:
            throw Problem(code: .unknownRequest, message: "unknown request '\(name)'; known: \(names.joined(separator: ", "))")
        }
    }

    private static func kinds(_ value: JSONValue) throws(Problem) -> [RecordKindName] {
        guard let list = value["kinds"]?.array, !list.isEmpty else {
            throw Problem(code: .invalid, message: "'kinds' must be a non-empty list of record kinds")
        }
        var kinds: [RecordKindName] = []
        for element in list {
            guard let name = element.string, let kind = RecordKindName(rawValue: name) else {
                let known = RecordKindName.allCases.map(\.rawValue).joined(separator: ", ")
                throw Problem(code: .invalid, message: "unknown record kind \(element.text); known: \(known)")
            }
            kinds.append(kind)
        }
        return kinds
    }
}

/// The record kinds a client can subscribe to: the log's six, the overlay's `touch`, the
/// keyboard's `modifiers`, the responder chain's `remote` and `motion`, and the daemon's `event`.
public enum RecordKindName: String, CaseIterable, Hashable, Sendable {
    case feed, state, view, action, reset, warning, touch
    case modifiers, remote, motion
    /// The host's own lines: an `ipc` action fired (protocols/ipc.md, "Events").
    case event

    /// The kind of an engine record, named as its `kind` field (`Record.kindName`); a switch
    /// rather than a string, since every record of every frame goes through it.
    public init(_ kind: Record.Kind) {
        self = switch kind {
        case .feed: .feed
        case .state: .state
        case .view: .view
        case .action: .action
        case .reset: .reset
        case .warning: .warning
        case .touch: .touch
        case .modifiers: .modifiers
        case .remoteControl: .remote
        case .motion: .motion
        }
    }
}
