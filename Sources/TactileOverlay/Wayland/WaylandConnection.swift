import CWaylandClient
import CWaylandProtocols

/// The connection to the compositor and the globals the overlay binds: wl_compositor, wl_shm,
/// the first wl_output (for its scale), and zwlr_layer_shell_v1 or, failing that, xdg_wm_base.
final class WaylandConnection {
    let display: OpaquePointer
    private let registry: OpaquePointer
    private(set) var compositor: OpaquePointer?
    private(set) var shm: OpaquePointer?
    private(set) var output: OpaquePointer?
    private(set) var layerShell: OpaquePointer?
    private(set) var wmBase: OpaquePointer?
    /// Buffer pixels per point on the output, from wl_output.scale (version 2 and later).
    private(set) var outputScale: Int32 = 1
    /// Set when the output's scale changed since the caller last looked.
    var outputScaleChanged = false

    private let registryListener: ListenerStorage<wl_registry_listener>
    private let outputListener: ListenerStorage<wl_output_listener>
    private let wmBaseListener: ListenerStorage<xdg_wm_base_listener>

    /// Connects to `WAYLAND_DISPLAY` and binds the globals, with two roundtrips: one for the
    /// registry, one for the output's scale.
    init() throws {
        guard let display = wl_display_connect(nil) else {
            throw OverlayError("cannot connect to a Wayland compositor (is WAYLAND_DISPLAY set?)")
        }
        self.display = display
        registry = wl_display_get_registry(display)
        registryListener = ListenerStorage(wl_registry_listener(
            global: { data, _, name, interface, version in
                listenerObject(data, as: WaylandConnection.self)
                    .handleGlobal(name: name, interface: String(cString: interface!), version: version)
            },
            global_remove: { _, _, _ in
                // The overlay keeps using the output it started on; losing it ends the layer
                // surface, which the compositor reports with `closed`.
            }))
        var output = wl_output_listener()
        output.geometry = { _, _, _, _, _, _, _, _, _, _ in }
        output.mode = { _, _, _, _, _, _ in }
        output.done = { _, _ in }
        output.scale = { data, _, factor in listenerObject(data, as: WaylandConnection.self).handleScale(factor) }
        output.name = { _, _, _ in }
        output.description = { _, _, _ in }
        outputListener = ListenerStorage(output)
        wmBaseListener = ListenerStorage(xdg_wm_base_listener(ping: { _, base, serial in xdg_wm_base_pong(base, serial) }))

        wl_registry_add_listener(registry, registryListener.pointer, listenerData(self))
        guard wl_display_roundtrip(display) >= 0, wl_display_roundtrip(display) >= 0 else {
            throw OverlayError("the compositor closed the connection during setup")
        }
        guard compositor != nil, shm != nil else {
            throw OverlayError("the compositor offers no wl_compositor or wl_shm")
        }
    }

    deinit {
        if let layerShell { zwlr_layer_shell_v1_destroy(layerShell) }
        if let wmBase { xdg_wm_base_destroy(wmBase) }
        if let output { wl_output_destroy(output) }
        if let shm { wl_shm_destroy(shm) }
        if let compositor { wl_compositor_destroy(compositor) }
        wl_registry_destroy(registry)
        wl_display_disconnect(display)
    }

    private func handleGlobal(name: UInt32, interface: String, version: UInt32) {
        switch interface {
        case "wl_compositor":
            // Version 4 for damage_buffer; 3 is the least that has set_buffer_scale.
            compositor = tactile_bind_compositor(registry, name, min(version, 4))
        case "wl_shm":
            shm = tactile_bind_shm(registry, name, 1)
        case "wl_output" where output == nil:
            // Version 2 is the first with the scale event.
            let bound = tactile_bind_output(registry, name, min(version, 2))
            output = bound
            wl_output_add_listener(bound, outputListener.pointer, listenerData(self))
        case "zwlr_layer_shell_v1":
            layerShell = tactile_bind_layer_shell(registry, name, min(version, 4))
        case "xdg_wm_base":
            let bound = tactile_bind_wm_base(registry, name, 1)
            wmBase = bound
            xdg_wm_base_add_listener(bound, wmBaseListener.pointer, listenerData(self))
        default:
            break
        }
    }

    private func handleScale(_ factor: Int32) {
        guard factor != outputScale, factor > 0 else { return }
        outputScale = factor
        outputScaleChanged = true
    }

    /// The compositor version of wl_compositor, to know whether damage_buffer exists.
    var compositorVersion: UInt32 { compositor.map { wl_proxy_get_version($0) } ?? 0 }
}
