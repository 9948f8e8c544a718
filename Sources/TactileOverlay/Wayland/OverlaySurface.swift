import CWaylandClient
import CWaylandProtocols

/// The overlay's wl_surface and its role.
///
/// With layer-shell: a surface on the overlay layer (above fullscreen windows), anchored to all
/// four edges so the compositor sizes it to the output, no exclusive zone, no keyboard focus, and
/// an empty input region so that every touch and click reaches the windows below. Without
/// layer-shell: an ordinary xdg_toplevel, so the overlay can still be looked at (for example
/// under weston), though it is then a window among others and not click-through.
final class OverlaySurface {
    enum Role {
        case layer(OpaquePointer)
        case toplevel(xdgSurface: OpaquePointer, toplevel: OpaquePointer)
    }

    let surface: OpaquePointer
    private(set) var role: Role!
    /// Held so that the display outlives the surface's proxies, which deinit destroys.
    private let connection: WaylandConnection
    /// Size in points, from the last configure; nil before the first.
    private(set) var size: (width: Int32, height: Int32)?
    /// Set by a configure until the next draw: the caller must draw (and so commit) in answer.
    var needsRedraw = false
    /// The compositor asked the overlay to go away (layer closed, toplevel close).
    private(set) var isClosed = false
    /// No frame callback is pending: the compositor is ready for the next frame.
    private(set) var isFrameDue = true

    private var layerListener: ListenerStorage<zwlr_layer_surface_v1_listener>?
    private var xdgSurfaceListener: ListenerStorage<xdg_surface_listener>?
    private var toplevelListener: ListenerStorage<xdg_toplevel_listener>?
    private let frameListener: ListenerStorage<wl_callback_listener>

    /// The size a toplevel takes when the compositor leaves the choice to the client.
    static let defaultToplevelSize: (width: Int32, height: Int32) = (800, 600)

    init(connection: WaylandConnection, preferLayerShell: Bool) throws {
        self.connection = connection
        surface = wl_compositor_create_surface(connection.compositor)
        frameListener = ListenerStorage(wl_callback_listener(done: { data, callback, _ in
            wl_callback_destroy(callback)
            listenerObject(data, as: OverlaySurface.self).isFrameDue = true
        }))
        if preferLayerShell, let layerShell = connection.layerShell {
            makeLayerSurface(layerShell, output: connection.output)
            let region = wl_compositor_create_region(connection.compositor)
            wl_surface_set_input_region(surface, region)
            wl_region_destroy(region)
        } else if let wmBase = connection.wmBase {
            makeToplevel(wmBase)
        } else {
            throw OverlayError("the compositor offers neither zwlr_layer_shell_v1 nor xdg_wm_base")
        }
        // The initial commit without a buffer asks for the first configure.
        wl_surface_commit(surface)
    }

    deinit {
        switch role {
        case let .layer(layer): zwlr_layer_surface_v1_destroy(layer)
        case let .toplevel(xdgSurface, toplevel):
            xdg_toplevel_destroy(toplevel)
            xdg_surface_destroy(xdgSurface)
        case nil: break
        }
        wl_surface_destroy(surface)
    }

    var isLayerSurface: Bool {
        if case .layer = role { true } else { false }
    }

    private func makeLayerSurface(_ layerShell: OpaquePointer, output: OpaquePointer?) {
        let layer = zwlr_layer_shell_v1_get_layer_surface(
            layerShell, surface, output, ZWLR_LAYER_SHELL_V1_LAYER_OVERLAY.rawValue, "tactile-overlay")!
        let allEdges = ZWLR_LAYER_SURFACE_V1_ANCHOR_TOP.rawValue | ZWLR_LAYER_SURFACE_V1_ANCHOR_BOTTOM.rawValue
            | ZWLR_LAYER_SURFACE_V1_ANCHOR_LEFT.rawValue | ZWLR_LAYER_SURFACE_V1_ANCHOR_RIGHT.rawValue
        zwlr_layer_surface_v1_set_anchor(layer, allEdges)
        // Size 0 on both axes with all edges anchored: the compositor gives the output's size.
        zwlr_layer_surface_v1_set_size(layer, 0, 0)
        // -1: cover panels and bars too instead of being moved aside by their exclusive zones.
        zwlr_layer_surface_v1_set_exclusive_zone(layer, -1)
        zwlr_layer_surface_v1_set_keyboard_interactivity(layer, ZWLR_LAYER_SURFACE_V1_KEYBOARD_INTERACTIVITY_NONE.rawValue)
        let listener = ListenerStorage(zwlr_layer_surface_v1_listener(
            configure: { data, layer, serial, width, height in
                zwlr_layer_surface_v1_ack_configure(layer, serial)
                listenerObject(data, as: OverlaySurface.self).handleConfigure(width: Int32(width), height: Int32(height))
            },
            closed: { data, _ in listenerObject(data, as: OverlaySurface.self).isClosed = true }))
        zwlr_layer_surface_v1_add_listener(layer, listener.pointer, listenerData(self))
        layerListener = listener
        role = .layer(layer)
    }

    private func makeToplevel(_ wmBase: OpaquePointer) {
        let xdgSurface = xdg_wm_base_get_xdg_surface(wmBase, surface)!
        let toplevel = xdg_surface_get_toplevel(xdgSurface)!
        xdg_toplevel_set_title(toplevel, "Tactile overlay")
        xdg_toplevel_set_app_id(toplevel, "tactile-overlay")
        let surfaceListener = ListenerStorage(xdg_surface_listener(configure: { data, xdgSurface, serial in
            xdg_surface_ack_configure(xdgSurface, serial)
            let overlay = listenerObject(data, as: OverlaySurface.self)
            overlay.handleConfigure(width: overlay.pendingToplevelSize.width, height: overlay.pendingToplevelSize.height)
        }))
        var toplevelCallbacks = xdg_toplevel_listener()
        toplevelCallbacks.configure = { data, _, width, height, _ in
            listenerObject(data, as: OverlaySurface.self).pendingToplevelSize = (width, height)
        }
        toplevelCallbacks.close = { data, _ in listenerObject(data, as: OverlaySurface.self).isClosed = true }
        let toplevelListener = ListenerStorage(toplevelCallbacks)
        xdg_surface_add_listener(xdgSurface, surfaceListener.pointer, listenerData(self))
        xdg_toplevel_add_listener(toplevel, toplevelListener.pointer, listenerData(self))
        xdgSurfaceListener = surfaceListener
        self.toplevelListener = toplevelListener
        role = .toplevel(xdgSurface: xdgSurface, toplevel: toplevel)
    }

    /// A toplevel's size arrives in xdg_toplevel.configure and applies at xdg_surface.configure.
    private var pendingToplevelSize: (width: Int32, height: Int32) = (0, 0)

    private func handleConfigure(width: Int32, height: Int32) {
        let fallback = Self.defaultToplevelSize
        size = (width > 0 ? width : fallback.width, height > 0 ? height : fallback.height)
        needsRedraw = true
    }

    /// Attaches a drawn buffer, damages what changed, asks for a frame callback and commits.
    /// `damage` nil: the whole buffer.
    func present(_ buffer: ShmBuffer, scale: Int32, damage: DrawnRegion?, compositorVersion: UInt32) {
        wl_surface_set_buffer_scale(surface, scale)
        wl_surface_attach(surface, buffer.buffer, 0, 0)
        if compositorVersion >= 4, let damage {
            for box in damage.boxes.map({ $0.clamped(width: Int(buffer.width), height: Int(buffer.height)) }) where !box.isEmpty {
                wl_surface_damage_buffer(surface, Int32(box.minX), Int32(box.minY),
                                         Int32(box.maxX - box.minX), Int32(box.maxY - box.minY))
            }
        } else {
            wl_surface_damage(surface, 0, 0, Int32.max, Int32.max)
        }
        let callback = wl_surface_frame(surface)
        wl_callback_add_listener(callback, frameListener.pointer, listenerData(self))
        isFrameDue = false
        buffer.isBusy = true
        wl_surface_commit(surface)
        needsRedraw = false
    }
}
