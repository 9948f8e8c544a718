import TactileCore
import TactileEngine
import TactileScenario

/// Answering requests: one reply line per request.
extension Daemon {
    /// Applies one request and returns the reply line; nil when the reply was already sent.
    func apply(_ request: Request, from client: ClientID, id: JSONValue?) -> String? {
        let ok: [(key: String, value: JSONValue)] = [("ok", true)]
        switch request {
        case .hello(let version):
            guard version == ProtocolText.version else {
                server?.sendFinal(ProtocolText.error(
                    id: id, code: .version,
                    message: "this server speaks version \(ProtocolText.version), the client \(version)"), to: client)
                return nil
            }
            return ProtocolText.reply(id: id, ok + [("version", .number(Double(ProtocolText.version)))])
        case .subscribe(let kinds):
            for kind in kinds where sessions[client]?.kinds.insert(kind).inserted == true {
                subscribers[kind, default: []].append(client)
            }
            updateRecordLogging()
            return ProtocolText.reply(id: id, ok + [("kinds", kindList(client))])
        case .unsubscribe(let kinds):
            for kind in kinds where sessions[client]?.kinds.remove(kind) != nil {
                subscribers[kind]?.removeAll { $0 == client }
            }
            updateRecordLogging()
            return ProtocolText.reply(id: id, ok + [("kinds", kindList(client))])
        case .pause:
            let wasPaused = isPaused
            pauseCount += 1
            if !wasPaused { cancelAllTouches() }
            return ProtocolText.reply(id: id, ok + [("paused", .number(Double(pauseCount)))])
        case .resume:
            guard pauseCount > 0 else {
                return ProtocolText.error(id: id, code: .notPaused, message: "resume without a matching pause")
            }
            pauseCount -= 1
            return ProtocolText.reply(id: id, ok + [("paused", .number(Double(pauseCount)))])
        case .reload:
            guard let reloadHandler else {
                return ProtocolText.error(id: id, code: .unsupported, message: "this host does not reload")
            }
            if let failure = reloadHandler() { return ProtocolText.error(id: id, code: .reloadFailed, message: failure) }
            return ProtocolText.reply(id: id, ok)
        case .recognizers:
            return ProtocolText.reply(id: id, [
                ("recognizers", .array(engine.recognizerSummaries.map(Self.describe))),
                ("paused", .number(Double(pauseCount))),
            ])
        case .explain:
            return ProtocolText.reply(id: id, [("explain", explainer.explanation(summaries: engine.recognizerSummaries))])
        case .inject(let lines):
            return inject(lines, from: client, id: id)
        }
    }

    func kindList(_ client: ClientID) -> JSONValue {
        .array((sessions[client]?.kinds ?? []).map(\.rawValue).sorted().map { .string($0) })
    }

    static func describe(_ r: RecognizerSummary) -> JSONValue {
        .object([
            ("id", .string(r.id)), ("type", .string(r.type)), ("view", .string(r.view)), ("kind", .string(r.kind.rawValue)),
            ("state", .string(r.state.rawValue)), ("enabled", .bool(r.enabled)), ("waiting", .bool(r.isWaiting)),
            ("requireToFail", .array(r.requireToFail.map { .string($0) })),
        ])
    }
}
