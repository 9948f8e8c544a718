import TactileCore

/// The receiver of `ipc` actions: the IPC server implements it and sends each event to the
/// clients subscribed to events. Called on the daemon's thread; an implementation must not
/// block (queue the line per client and drop slow clients instead).
public protocol IPCEventSink: AnyObject, Sendable {
    func publish(_ event: IPCEvent)
}

/// An `ipc` action fired: the configuration's event name and data with the gesture's values (or
/// the remote-control or motion event's).
public struct IPCEvent: Hashable, Sendable {
    public var name: String
    public var data: [ParameterValue.MapEntry]
    public var cause: ActionInvocation.Cause
    public var step: StepFiring?
    public var device: String?

    public init(_ action: IPCAction, invocation: ActionInvocation) {
        name = action.event
        data = action.data
        cause = invocation.cause
        step = invocation.step
        device = invocation.device
    }

    /// One line of newline-delimited JSON (without the newline), shaped like the log's action
    /// record with `kind: "event"`:
    /// `{"t":120,"kind":"event","event":"workspace-next","recognizer":"Swipe3Left","state":"recognized",
    /// "location":[10,20],"numberOfTouches":3,…values…,"step":1,"level":2,"progress":2.4,"device":"touchpad","data":{…}}`.
    /// For a remote-control or motion event, its record's fields instead of the gesture's:
    /// `{"t":5,"kind":"event","event":"play","remote":"togglePlayPause","data":{…}}`,
    /// `{"t":5,"kind":"event","event":"docked","motion":"lid","phase":"began","responder":"V"}`.
    public var jsonLine: String {
        var fields: [(String, String)]
        switch cause {
        case .gesture(let gesture):
            fields = [
                ("t", ValueText.number(gesture.time)), ("kind", "\"event\""), ("event", ValueText.jsonString(name)),
                ("recognizer", ValueText.jsonString(gesture.recognizer)), ("state", ValueText.jsonString(gesture.state.rawValue)),
                ("location", "[\(ValueText.number(gesture.location.x)),\(ValueText.number(gesture.location.y))]"),
                ("numberOfTouches", String(gesture.numberOfTouches)),
            ]
            for entry in gesture.values { fields.append((entry.key, ValueText.json(entry.value))) }
        case .event(let event):
            fields = [("t", ValueText.number(event.time)), ("kind", "\"event\""), ("event", ValueText.jsonString(name))]
                + event.fields.map { ($0.key, ValueText.jsonString($0.value)) }
        }
        if let step {
            fields += [("step", String(step.direction)), ("level", String(step.level)),
                       ("progress", ValueText.number(step.progress))]
        }
        if let device { fields.append(("device", ValueText.jsonString(device))) }
        if !data.isEmpty { fields.append(("data", ValueText.jsonObject(data))) }
        return "{" + fields.map { ValueText.jsonString($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }
}
