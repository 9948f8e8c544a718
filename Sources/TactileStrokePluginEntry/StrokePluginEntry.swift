import TactileStrokeRecognizer

/// The stroke plugin library's exported entry point (`tactile_plugin_entry` in tactile_plugin.h).
/// Alone in its target so that executables linking the recognizer in-process do not export a
/// second `tactile_plugin_entry` beside the standard plugin's.
@_cdecl("tactile_plugin_entry")
public func tactilePluginEntry(hostMajor: UInt32, hostMinor: UInt32) -> UnsafeRawPointer? {
    StrokePlugin.entry(hostMajor: hostMajor, hostMinor: hostMinor)
}
