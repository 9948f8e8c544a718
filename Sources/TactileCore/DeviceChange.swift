/// A device that appeared or went away, as the host saw it. Recorded so that a recording says
/// which devices its input came from; the engine takes no action on it (the host turns a
/// removal into touch cancels of its own, rule 26).
public struct DeviceChange: Hashable, Sendable {
    public enum Change: String, Hashable, Sendable, CaseIterable { case added, removed }

    public var change: Change
    /// The host's id of the device, e.g. libinput's `event5`.
    public var id: String
    /// The device's name (added only).
    public var name: String?
    /// What it can do, e.g. `touch`, `pointer`, `keyboard`, `gesture`, `switch` (added only).
    public var capabilities: [String]

    public init(change: Change, id: String, name: String? = nil, capabilities: [String] = []) {
        self.change = change
        self.id = id
        self.name = name
        self.capabilities = capabilities
    }
}
