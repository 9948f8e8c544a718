import TactileCore

/// A decoded and validated configuration file: the scene the engine runs, the bindings that
/// turn its action records into actions, and the daemon's settings.
public struct Configuration: Hashable, Sendable {
    /// The file it came from (`<default>` for the embedded one), for messages.
    public var file: String
    public var scene: SceneDescription
    public var bindings: [Binding]
    public var settings: Settings

    public init(file: String, scene: SceneDescription, bindings: [Binding], settings: Settings = Settings()) {
        self.file = file
        self.scene = scene
        self.bindings = bindings
        self.settings = settings
    }
}
