import Testing
import TactileEngine
import TactilePluginABI
import TactilePluginKit
@testable import TactilePlugins

/// An SDK recognizer that remembers the modifiers it read in each call.
final class ModifierProbe: GestureRecognizer {
    nonisolated(unsafe) static var seen: [Set<Modifier>] = []

    init() { super.init(kind: .discrete) }

    override func touchesBegan(_ touches: [Touch], with event: Event) { Self.seen.append(modifiers) }
    override func touchesMoved(_ touches: [Touch], with event: Event) { Self.seen.append(modifiers) }

    static let plugin = Plugin(name: "modifier-probe", version: "0.1", types: [
        RecognizerTypeDeclaration(name: "modifierProbe", kind: .discrete, parameters: []) { _ throws(TactilePluginKit.ParameterError) in
            ModifierProbe()
        },
    ])
}

/// The keyboard modifiers through the plugin ABI (1.1's `tactile_host.modifiers`) and the SDK.
@Suite(.serialized) struct ModifierTests {
    @Test func theMaskBitsAreTheModifiersBits() {
        #expect(UInt32(TACTILE_MODIFIER_SHIFT) == Modifier.shift.bit)
        #expect(UInt32(TACTILE_MODIFIER_CONTROL) == Modifier.control.bit)
        #expect(UInt32(TACTILE_MODIFIER_ALT) == Modifier.alt.bit)
        #expect(UInt32(TACTILE_MODIFIER_SUPER) == Modifier.super.bit)
        #expect(TACTILE_PLUGIN_ABI_MINOR == 1)
    }

    /// Through the engine and the host's bridging: what is held at each call.
    @Test func anSDKRecognizerReadsTheModifiersHeldAtEachCall() throws {
        ModifierProbe.seen = []
        var registry = RecognizerTypeRegistry()
        _ = try PluginRegistration.register(ModifierProbe.plugin.cDescriptor, file: "probe", builtIn: true, into: &registry)
        var v = ViewDescription(id: "V", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        v.recognizers = [recognizer("P", "modifierProbe")]
        let h = try Harness(views: [v], registry: registry)
        h.engine.handle(.modifiers([.super, .control]), at: 0)
        h.down(1, 50, 50, at: 10)
        h.engine.handle(.modifiers([]), at: 20)
        h.move(1, 60, 50, at: 30)
        #expect(ModifierProbe.seen == [[.control, .super], []])
    }

    /// At the C boundary: a host of ABI 1.0 hands a shorter `tactile_host`; the SDK must not
    /// read past it and reports no modifiers.
    @Test func anOlderHostsStructHasNoModifiers() throws {
        ModifierProbe.seen = []
        let type = ModifierProbe.plugin.cDescriptor.pointee.types[0]
        var instance = tactile_instance()
        var error = tactile_error()
        #expect(type.create(type.type_context, nil, 0, &instance, &error))
        let vtable = try #require(instance.vtable).pointee
        defer { vtable.destroy(instance.`self`) }
        var host = tactile_host()
        host.modifiers = TACTILE_MODIFIER_SUPER | TACTILE_MODIFIER_ALT
        var event = tactile_event()
        let fieldOffset = try #require(MemoryLayout<tactile_host>.offset(of: \.modifiers))
        for size in [MemoryLayout<tactile_host>.size, fieldOffset] {
            host.struct_size = UInt32(size)
            vtable.touches_began(instance.`self`, &host, nil, 0, &event)
        }
        #expect(ModifierProbe.seen == [[.alt, .super], []])
    }
}
