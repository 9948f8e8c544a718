import TactilePluginKit

/// The standard recognizers as a plugin: `tap`, `longPress`, `pan`, `screenEdgePan`, `swipe`,
/// `pinch`, `rotation` (scenario-format.md). Built as the shared library
/// `libTactileStandardRecognizers.so`, and registered in-process by the host through the very
/// same entry so that `tactile replay` needs no plugin directory.
public enum StandardPlugin {
    static let tapTypeName = "tap"
    static let longPressTypeName = "longPress"
    static let panTypeName = "pan"
    static let screenEdgePanTypeName = "screenEdgePan"
    static let swipeTypeName = "swipe"
    static let pinchTypeName = "pinch"
    static let rotationTypeName = "rotation"

    /// The plugin: name, version and types.
    public static let plugin = Plugin(
        name: "standard", version: "1.0.0",
        types: [
            TapRecognizer.declaration, LongPressRecognizer.declaration, PanRecognizer.declaration,
            ScreenEdgePanRecognizer.edgesDeclaration, SwipeRecognizer.declaration,
            PinchRecognizer.declaration, RotationRecognizer.declaration,
        ])

    /// The entry, callable in-process (the exported C symbol calls it too).
    public static func entry(hostMajor: UInt32, hostMinor: UInt32) -> UnsafeRawPointer? {
        plugin.entry(hostMajor: hostMajor, hostMinor: hostMinor)
    }
}

/// The plugin's exported entry point (`tactile_plugin_entry` in tactile_plugin.h).
@_cdecl("tactile_plugin_entry")
public func tactilePluginEntry(hostMajor: UInt32, hostMinor: UInt32) -> UnsafeRawPointer? {
    StandardPlugin.entry(hostMajor: hostMajor, hostMinor: hostMinor)
}
