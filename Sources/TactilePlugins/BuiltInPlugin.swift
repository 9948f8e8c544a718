import TactileEngine
import TactilePluginABI

/// A plugin linked into the host executable and registered in-process through its own entry
/// point (the same ABI and code as its shared library), like the standard plugin: so that a
/// command can offer its types with no plugin directory.
public struct BuiltInPlugin: Sendable {
    /// How listings and errors name it, e.g. `(built-in stroke plugin)`.
    public var label: String
    /// The plugin's entry, the function its library exports as `tactile_plugin_entry`.
    public var entry: @Sendable (_ hostMajor: UInt32, _ hostMinor: UInt32) -> UnsafeRawPointer?

    public init(label: String, entry: @escaping @Sendable (_ hostMajor: UInt32, _ hostMinor: UInt32) -> UnsafeRawPointer?) {
        self.label = label
        self.entry = entry
    }

    /// Registers its types; fails only if a type name is already taken.
    @discardableResult
    public func register(into registry: inout RecognizerTypeRegistry) throws(PluginLoadError) -> LoadedPlugin {
        let descriptor = entry(UInt32(TACTILE_PLUGIN_ABI_MAJOR), UInt32(TACTILE_PLUGIN_ABI_MINOR))
        return try PluginRegistration.register(
            descriptor?.assumingMemoryBound(to: tactile_plugin.self), file: label, builtIn: true, into: &registry)
    }
}
