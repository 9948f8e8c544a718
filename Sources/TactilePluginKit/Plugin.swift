import TactileCore
import TactilePluginABI

/// A plugin: its name, version and recognizer types, and the C descriptor that its exported
/// entry returns. Declare one as a global and export the entry from your module:
///
/// ```swift
/// let plugin = Plugin(name: "checkmark", version: "1.0.0", types: [CheckmarkRecognizer.declaration])
///
/// @_cdecl("tactile_plugin_entry")
/// public func tactilePluginEntry(hostMajor: UInt32, hostMinor: UInt32) -> UnsafeRawPointer? {
///     plugin.entry(hostMajor: hostMajor, hostMinor: hostMinor)
/// }
/// ```
///
/// The descriptor is built once and lives as long as the process (the host never unloads a
/// plugin), so its memory is never freed.
public final class Plugin: @unchecked Sendable {
    public let name: String
    public let version: String
    public let types: [RecognizerTypeDeclaration]
    /// Immutable after init; the ABI has no threads.
    private let descriptor: UnsafePointer<tactile_plugin>

    public init(name: String, version: String, types: [RecognizerTypeDeclaration]) {
        self.name = name
        self.version = version
        self.types = types
        let arena = ValueArena()
        let cTypes = arena.buffer(of: tactile_recognizer_type.self, count: types.count)
        for (i, t) in types.enumerated() {
            let specs = arena.buffer(of: tactile_parameter_spec.self, count: t.parameters.count)
            for (j, p) in t.parameters.enumerated() {
                var d: UnsafePointer<tactile_value>?
                if let v = p.defaultValue {
                    let b = arena.buffer(of: tactile_value.self, count: 1)
                    b.initialize(to: arena.cValue(v))
                    d = UnsafePointer(b)
                }
                (specs + j).initialize(to: tactile_parameter_spec(
                    name: arena.cString(p.name), type_description: arena.cString(p.type), default_value: d))
            }
            let context = Unmanaged.passRetained(TypeBox(t)).toOpaque()
            (cTypes + i).initialize(to: tactile_recognizer_type(
                name: arena.cString(t.name),
                kind: t.kind == .discrete ? Int32(TACTILE_KIND_DISCRETE.rawValue) : Int32(TACTILE_KIND_CONTINUOUS.rawValue),
                parameters: UnsafePointer(specs), parameter_count: t.parameters.count,
                create: Plugin.create, type_context: context))
        }
        let d = arena.buffer(of: tactile_plugin.self, count: 1)
        d.initialize(to: tactile_plugin(
            abi_major: UInt32(TACTILE_PLUGIN_ABI_MAJOR), abi_minor: UInt32(TACTILE_PLUGIN_ABI_MINOR),
            name: arena.cString(name), version: arena.cString(version),
            types: UnsafePointer(cTypes), type_count: types.count))
        descriptor = UnsafePointer(d)
        // The descriptor must outlive every caller: keep the arena's memory for good.
        Plugin.keptArenas.append(arena)
    }

    /// The entry point's answer: the descriptor (the host checks the ABI major against its own).
    public func entry(hostMajor: UInt32, hostMinor: UInt32) -> UnsafeRawPointer? {
        UnsafeRawPointer(descriptor)
    }

    /// The C descriptor, typed, for a host that registers the plugin in-process.
    public var cDescriptor: UnsafePointer<tactile_plugin> { descriptor }

    nonisolated(unsafe) private static var keptArenas: [ValueArena] = []

    /// Holds a declaration for the C create function.
    private final class TypeBox {
        let declaration: RecognizerTypeDeclaration
        init(_ d: RecognizerTypeDeclaration) { declaration = d }
    }

    private static let create: tactile_create_fn = { context, parameters, count, out, cError in
        let box = Unmanaged<TypeBox>.fromOpaque(context!).takeUnretainedValue()
        do throws(ParameterError) {
            let r = try box.declaration.make(ParameterValue.entries(parameters, count: count))
            out!.pointee = tactile_instance(self: Unmanaged.passRetained(r).toOpaque(), vtable: InstanceCallbacks.vtable)
            return true
        } catch {
            cError?.pointee.write(key: error.key, message: error.message)
            return false
        }
    }
}
