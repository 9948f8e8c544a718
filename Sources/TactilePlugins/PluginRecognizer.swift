import TactileCore
import TactileEngine
import TactilePluginABI
import class TactilePluginKit.ValueArena

/// A plugin's recognizer instance as the engine sees it: every `GestureBehavior` call becomes a
/// call through the instance's C vtable, with a `tactile_host` that carries the engine's answers
/// (request a state, ignore a touch, timers, warnings) back to the `RecognizerContext`.
final class PluginRecognizer: GestureBehavior {
    let kind: RecognizerKind
    private let instance: tactile_instance
    /// The plugin's own pointer for its instance (`tactile_instance.self`).
    private let handle: UnsafeMutableRawPointer?
    private var vtable: tactile_instance_vtable { instance.vtable.pointee }
    /// The contexts of the calls in progress: the host re-enters an instance for its published
    /// values while it runs a request, so this is a stack.
    fileprivate var contexts: [RecognizerContext] = []
    /// The view's id as a C string, kept for the instance's life.
    private let names = ValueArena()
    private var viewID: UnsafePointer<CChar>?

    init(instance: tactile_instance, kind: RecognizerKind) {
        self.instance = instance
        self.handle = instance.`self`
        self.kind = kind
    }

    deinit { vtable.destroy(handle) }

    var failsWhenTouchesEnd: Bool { vtable.fails_when_touches_end(handle) }

    func touchesBegan(_ touches: [Touch], with event: Event, context: RecognizerContext) {
        call(touches, event, context, vtable.touches_began)
    }

    func touchesMoved(_ touches: [Touch], with event: Event, context: RecognizerContext) {
        call(touches, event, context, vtable.touches_moved)
    }

    func touchesEnded(_ touches: [Touch], with event: Event, context: RecognizerContext) {
        call(touches, event, context, vtable.touches_ended)
    }

    func touchesCancelled(_ touches: [Touch], with event: Event, context: RecognizerContext) {
        call(touches, event, context, vtable.touches_cancelled)
    }

    func timerFired(_ timer: Int, context: RecognizerContext) {
        withHost(context) { host in vtable.timer_fired(handle, host, Int32(timer)) }
    }

    func reset() { vtable.reset(handle) }

    func canPrevent(_ other: RecognizerContext) -> Bool {
        withOther(other) { vtable.can_prevent(handle, $0) }
    }

    func canBePrevented(by other: RecognizerContext) -> Bool {
        withOther(other) { vtable.can_be_prevented(handle, $0) }
    }

    func publishedValues(context: RecognizerContext) -> PublishedValues {
        withHost(context) { host in
            guard let p = vtable.published_values(handle, host)?.pointee else { return PublishedValues() }
            return PublishedValues(
                location: p.has_location ? Point(x: p.location.x, y: p.location.y) : nil,
                values: ParameterValue.entries(p.values, count: p.value_count))
        }
    }

    func setParameter(_ key: String, to value: ParameterValue) throws(ParameterError) {
        let arena = ValueArena()
        var entry = tactile_entry(key: arena.cString(key), value: arena.cValue(value))
        var error = tactile_error()
        guard vtable.set_parameter(handle, &entry, &error) else {
            let (k, message) = error.contents
            throw ParameterError(key: k.isEmpty ? key : k, message: message)
        }
    }

    // MARK: Crossing the boundary

    private typealias TouchesCallback = @convention(c) (
        UnsafeMutableRawPointer?, UnsafePointer<tactile_host>?, UnsafePointer<tactile_touch>?, Int,
        UnsafePointer<tactile_event>?
    ) -> Void

    private func call(_ touches: [Touch], _ event: Event, _ context: RecognizerContext, _ callback: TouchesCallback) {
        let origin = context.view.globalOrigin
        let b = buffers(atDepth: contexts.count)
        CallBuffers.fill(&b.changed, touches, origin)
        CallBuffers.fill(&b.all, event.allTouches, origin)
        withHost(context) { host in
            b.changed.withUnsafeBufferPointer { c in
                b.all.withUnsafeBufferPointer { a in
                    var e = tactile_event(timestamp: event.timestamp, all_touches: a.baseAddress, all_touch_count: a.count)
                    callback(handle, host, c.baseAddress, c.count, &e)
                }
            }
        }
    }

    /// Touch arrays in their C form, reused from call to call so that crossing the boundary
    /// allocates nothing once they have grown; one set per nesting depth, since the host
    /// re-enters for published values while an outer call still uses its set.
    private final class CallBuffers {
        var changed: [tactile_touch] = []
        var all: [tactile_touch] = []
        var tracked: [tactile_touch] = []

        /// Refills `array` in place (one access to the stored property, not one per touch).
        static func fill(_ array: inout [tactile_touch], _ touches: [Touch], _ viewOrigin: Point) {
            array.removeAll(keepingCapacity: true)
            for t in touches { array.append(TouchConversion.cTouch(t, viewOrigin: viewOrigin)) }
        }
    }

    private var callBuffers: [CallBuffers] = []

    private func buffers(atDepth depth: Int) -> CallBuffers {
        while callBuffers.count <= depth { callBuffers.append(CallBuffers()) }
        return callBuffers[depth]
    }

    /// Runs `body` with a `tactile_host` for `context`, valid until it returns.
    private func withHost<T>(_ context: RecognizerContext, _ body: (UnsafePointer<tactile_host>) -> T) -> T {
        let b = buffers(atDepth: contexts.count)
        contexts.append(context)
        defer { contexts.removeLast() }
        let view = context.view
        let viewOrigin = view.globalOrigin
        CallBuffers.fill(&b.tracked, context.touches, viewOrigin)
        if viewID == nil { viewID = names.cString(view.id) }
        let window = view.window.frame
        let origin = viewOrigin - window.origin
        let info = tactile_view_info(
            view_id: viewID, origin_in_window: tactile_point(x: origin.x, y: origin.y),
            width: view.frame.width, height: view.frame.height,
            window_width: window.width, window_height: window.height)
        return b.tracked.withUnsafeBufferPointer { t in
            var host = tactile_host(
                // C's sizeof is Swift's stride: since 1.1 the struct ends in padding, and a
                // plugin comparing `struct_size` with its `sizeof` must see the same number.
                struct_size: UInt32(MemoryLayout<tactile_host>.stride),
                context: Unmanaged.passUnretained(self).toOpaque(),
                now: context.now, state: StateConversion.cState(context.state),
                tracked: t.baseAddress, tracked_count: t.count, view: info,
                request_state: { me, state in PluginRecognizer.from(me).handleRequest(state) },
                ignore_touch: { me, serial in PluginRecognizer.from(me).handleIgnore(Int(serial)) },
                start_timer: { me, timer, delay in
                    PluginRecognizer.from(me).contexts.last?.startTimer(Int(timer), after: delay)
                },
                cancel_timer: { me, timer in PluginRecognizer.from(me).contexts.last?.cancelTimer(Int(timer)) },
                warn: { me, message in
                    PluginRecognizer.from(me).contexts.last?.warn(message.map { String(cString: $0) } ?? "")
                },
                modifiers: context.modifierBits)
            return withUnsafePointer(to: &host) { body($0) }
        }
    }

    private func withOther<T>(_ other: RecognizerContext, _ body: (UnsafePointer<tactile_other>) -> T) -> T {
        let arena = ValueArena()
        let parameters = other.parameters
        var o = tactile_other(
            type_name: arena.cString(other.typeName), id: arena.cString(other.id),
            state: StateConversion.cState(other.state),
            parameters: parameters.isEmpty ? nil : arena.cEntries(parameters), parameter_count: parameters.count)
        return withUnsafePointer(to: &o) { body($0) }
    }

    fileprivate static func from(_ p: UnsafeMutableRawPointer?) -> PluginRecognizer {
        Unmanaged<PluginRecognizer>.fromOpaque(p!).takeUnretainedValue()
    }

    private func handleRequest(_ raw: Int32) {
        guard let context = contexts.last else { return }
        guard let state = StateConversion.state(raw) else {
            context.warn("requested unknown state \(raw); ignored")
            return
        }
        context.request(state)
    }

    private func handleIgnore(_ serial: Int) {
        guard let context = contexts.last, let touch = context.touches.first(where: { $0.serial == serial }) else { return }
        context.ignore(touch)
    }
}
