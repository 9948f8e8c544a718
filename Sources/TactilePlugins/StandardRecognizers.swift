import TactileEngine
import TactilePluginABI
import TactileStandardRecognizers

/// Registers the standard recognizers (`tap`, `longPress`, `pan`, `screenEdgePan`, `swipe`,
/// `pinch`, `rotation`) through the standard plugin's entry point, in-process: the same ABI
/// and the same code as the shared library, with no plugin directory needed. Returns the plugin
/// for listing; fails only if a type name is already taken.
@discardableResult
public func registerStandardRecognizers(into registry: inout RecognizerTypeRegistry) throws(PluginLoadError) -> LoadedPlugin {
    let entry = StandardPlugin.entry(hostMajor: UInt32(TACTILE_PLUGIN_ABI_MAJOR), hostMinor: UInt32(TACTILE_PLUGIN_ABI_MINOR))
    return try PluginRegistration.register(
        entry?.assumingMemoryBound(to: tactile_plugin.self), file: "(built-in standard plugin)", builtIn: true,
        into: &registry)
}
