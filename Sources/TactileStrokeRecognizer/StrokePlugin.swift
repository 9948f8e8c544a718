import TactilePluginKit

/// The stroke plugin: one type, `stroke`. Built as the shared library
/// `libTactileStrokePlugin.so` (the entry is exported by the `TactileStrokePluginEntry` target),
/// and registered in-process by `tactile` through this same entry, so that scenes can use
/// `type: stroke` with no plugin directory.
public enum StrokePlugin {
    static let strokeTypeName = "stroke"

    /// The plugin: name, version and types.
    public static let plugin = Plugin(name: "stroke", version: "1.0.0", types: [StrokeGestureRecognizer.declaration])

    /// The entry, callable in-process (the exported C symbol calls it too).
    @Sendable public static func entry(hostMajor: UInt32, hostMinor: UInt32) -> UnsafeRawPointer? {
        plugin.entry(hostMajor: hostMajor, hostMinor: hostMinor)
    }
}
