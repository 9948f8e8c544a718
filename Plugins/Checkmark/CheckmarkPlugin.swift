import TactilePluginKit

/// The checkmark plugin: one type, `checkmark`.
let checkmarkPlugin = Plugin(name: "checkmark", version: "1.0.0", types: [CheckmarkRecognizer.declaration])

/// The exported entry point (tactile_plugin.h).
@_cdecl("tactile_plugin_entry")
public func tactilePluginEntry(hostMajor: UInt32, hostMinor: UInt32) -> UnsafeRawPointer? {
    checkmarkPlugin.entry(hostMajor: hostMajor, hostMinor: hostMinor)
}
