import TactileCore
import TactileEngine
import TactileScenario

/// Input lines injected by a client that owns the devices.
extension Daemon {
    /// Validates every line first (on a copy of the client's decoder), so a batch is applied
    /// whole or not at all; then applies them in order, consecutive touch lines with the same
    /// time as one frame, exactly as replay does.
    func inject(_ lines: [JSONValue], from client: ClientID, id: JSONValue?) -> String {
        guard var decoder = sessions[client]?.input ?? inputTemplate else {
            return ProtocolText.error(id: id, code: .unsupported, message: "this host has no scene to inject into")
        }
        var inputs: [TimedInput] = []
        for (i, line) in lines.enumerated() {
            guard case .object = line else {
                return ProtocolText.error(id: id, code: .input, message: "input[\(i)]: expected an object such as {\"t\":0,\"touch\":\"down\",\"id\":1,\"x\":50,\"y\":50}")
            }
            do {
                inputs.append(try decoder.decode(line: line.text))
            } catch {
                return ProtocolText.error(id: id, code: .input, message: "input[\(i)]: \(error.message)")
            }
        }
        sessions[client]?.input = decoder
        let offset = sessions[client]?.timeOffset ?? (now() - inputs[0].time)
        sessions[client]?.timeOffset = offset
        let paused = isPaused
        var i = 0
        while i < inputs.count {
            let time = inputs[i].time + offset
            guard case .touch = inputs[i].event else {
                handle(inputs[i].event, at: time)
                i += 1
                continue
            }
            var frame: [TouchInput] = []
            while i < inputs.count, inputs[i].time + offset == time, case .touch(let t) = inputs[i].event {
                frame.append(t)
                i += 1
            }
            handle(frame: frame, at: time)
        }
        return ProtocolText.reply(id: id, [("ok", true), ("applied", .number(Double(inputs.count))), ("paused", .bool(paused))])
    }

    func now() -> Milliseconds { clock?() ?? engine.now }
}
