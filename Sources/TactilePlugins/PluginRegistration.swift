import TactileCore
import TactileEngine
import TactilePluginABI
import class TactilePluginKit.ValueArena

/// A plugin that was registered: what `tactile plugins` lists.
public struct LoadedPlugin: Sendable {
    public var name: String
    public var version: String
    /// The shared library it came from; nil for the standard plugin registered in-process.
    public var file: String?
    public var types: [RecognizerType]
}

/// A plugin that could not be loaded, naming its file.
public struct PluginLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var message: String

    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    public var description: String { "\(file): \(message)" }
}

/// Turns a plugin's C descriptor into engine recognizer types. The descriptor stays valid for
/// the process's life (the ABI's contract), so the types keep pointers into it.
enum PluginRegistration {
    /// Reads and checks a descriptor; registers all of its types or none.
    static func register(
        _ descriptor: UnsafePointer<tactile_plugin>?, file: String, builtIn: Bool,
        into registry: inout RecognizerTypeRegistry
    ) throws(PluginLoadError) -> LoadedPlugin {
        guard let d = descriptor?.pointee else {
            throw PluginLoadError(file: file, message: "the plugin failed to initialise (its entry returned NULL)")
        }
        guard d.abi_major == UInt32(TACTILE_PLUGIN_ABI_MAJOR) else {
            throw PluginLoadError(
                file: file,
                message: "plugin ABI \(d.abi_major).\(d.abi_minor) is not compatible with the host's ABI \(TACTILE_PLUGIN_ABI_MAJOR).\(TACTILE_PLUGIN_ABI_MINOR) (major versions differ)")
        }
        let name = d.name.map { String(cString: $0) } ?? "(unnamed)"
        let version = d.version.map { String(cString: $0) } ?? "?"
        var types: [RecognizerType] = []
        for i in 0..<d.type_count {
            types.append(try recognizerType(d.types + i, file: file))
        }
        for t in types where registry.type(named: t.name) != nil {
            throw PluginLoadError(file: file, message: "plugin \(name) declares type '\(t.name)', which is already registered; none of its types was registered")
        }
        for (i, t) in types.enumerated() where types[..<i].contains(where: { $0.name == t.name }) {
            throw PluginLoadError(file: file, message: "plugin \(name) declares type '\(t.name)' twice")
        }
        for t in types { registry.register(t) }
        return LoadedPlugin(name: name, version: version, file: builtIn ? nil : file, types: types)
    }

    /// Holds a C type for the type's `make` closure.
    private struct TypeHandle: @unchecked Sendable {
        let type: UnsafePointer<tactile_recognizer_type>
    }

    private static func recognizerType(_ p: UnsafePointer<tactile_recognizer_type>, file: String) throws(PluginLoadError) -> RecognizerType {
        let c = p.pointee
        guard let cName = c.name, c.create != nil else {
            throw PluginLoadError(file: file, message: "a recognizer type has no name or no create function")
        }
        let name = String(cString: cName)
        guard let kind = StateConversion.kind(c.kind) else {
            throw PluginLoadError(file: file, message: "type '\(name)' has an unknown kind \(c.kind)")
        }
        var specs: [ParameterSpec] = []
        for j in 0..<c.parameter_count {
            let s = c.parameters[j]
            specs.append(ParameterSpec(
                name: String(cString: s.name), type: s.type_description.map { String(cString: $0) } ?? "",
                defaultValue: s.default_value.map { ParameterValue($0.pointee) }))
        }
        let handle = TypeHandle(type: p)
        return RecognizerType(name: name, kind: kind, parameters: specs) { (parameters: [ParameterValue.MapEntry]) throws(ParameterError) -> any GestureBehavior in
            let t = handle.type.pointee
            let arena = ValueArena()
            var instance = tactile_instance()
            var error = tactile_error()
            let entries = parameters.isEmpty ? nil : arena.cEntries(parameters)
            guard t.create(t.type_context, entries, parameters.count, &instance, &error) else {
                let (key, message) = error.contents
                throw ParameterError(key: key, message: message.isEmpty ? "rejected by type \(name)" : message)
            }
            guard let vtable = instance.vtable, vtable.pointee.struct_size >= UInt32(MemoryLayout<tactile_instance_vtable>.size) else {
                throw ParameterError(key: "type", message: "type \(name) made an instance without a complete vtable")
            }
            return PluginRecognizer(instance: instance, kind: kind)
        }
    }
}
