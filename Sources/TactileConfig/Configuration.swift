import TactileCore

/// A decoded and validated configuration file: the scene the engine runs, the bindings that
/// turn its action records into actions, and the daemon's settings, and
/// where the host's devices send their touches.
public struct Configuration: Hashable, Sendable {
    /// The file it came from (`<default>` for the embedded one), for messages.
    public var file: String
    public var scene: SceneDescription
    public var bindings: [Binding]
    public var settings: Settings
    /// `devices:` and `pointer:`, for the host.
    public var devices: InputDevices

    public init(file: String, scene: SceneDescription, bindings: [Binding], settings: Settings = Settings(),
                devices: InputDevices = InputDevices()) {
        self.file = file
        self.scene = scene
        self.bindings = bindings
        self.settings = settings
        self.devices = devices
    }
}
