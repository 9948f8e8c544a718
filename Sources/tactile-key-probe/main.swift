// tactile-key-probe: a minimal Wayland client for the keys action's tests. It maps a 64×64
// xdg-shell window, binds the seat's keyboard whenever the seat has one, and prints one line per
// event on standard output: `mapped`, `enter`, `key CODE pressed|released`,
// `modifiers DEPRESSED LATCHED LOCKED GROUP`. It runs until killed.
import CVirtualKeyboard
import CWaylandClient
import CWaylandProtocols
import Glibc

/// Prints a line at once: the test reads the output while the probe runs.
func report(_ line: String) {
    print(line)
    fflush(nil)
}

/// The probe's Wayland objects; one instance for the life of the process.
final class Probe {
    var compositor: OpaquePointer?
    var shm: OpaquePointer?
    var wmBase: OpaquePointer?
    var seat: OpaquePointer?
    var keyboard: OpaquePointer?
    var surface: OpaquePointer?
    var mapped = false
}

let probe = Probe()
let data = Unmanaged.passUnretained(probe).toOpaque()
func probeOf(_ pointer: UnsafeMutableRawPointer?) -> Probe { Unmanaged<Probe>.fromOpaque(pointer!).takeUnretainedValue() }

// Listener structs live in globals: libwayland keeps their addresses for the proxies' lifetime.
nonisolated(unsafe) var keyboardListener = wl_keyboard_listener(
    keymap: { _, _, _, fd, _ in close(fd) },
    enter: { _, _, _, _, _ in report("enter") },
    leave: { _, _, _, _ in report("leave") },
    key: { _, _, _, _, key, state in report("key \(key) \(state == WL_KEYBOARD_KEY_STATE_PRESSED.rawValue ? "pressed" : "released")") },
    modifiers: { _, _, _, depressed, latched, locked, group in report("modifiers \(depressed) \(latched) \(locked) \(group)") },
    repeat_info: { _, _, _, _ in })

nonisolated(unsafe) var seatListener = wl_seat_listener(
    capabilities: { pointer, seat, capabilities in
        let probe = probeOf(pointer)
        let hasKeyboard = capabilities & WL_SEAT_CAPABILITY_KEYBOARD.rawValue != 0
        if hasKeyboard, probe.keyboard == nil {
            let keyboard = wl_seat_get_keyboard(seat)
            probe.keyboard = keyboard
            wl_keyboard_add_listener(keyboard, &keyboardListener, pointer)
        } else if !hasKeyboard, let keyboard = probe.keyboard {
            wl_keyboard_release(keyboard)
            probe.keyboard = nil
        }
    },
    name: { _, _, _ in })

nonisolated(unsafe) var wmBaseListener = xdg_wm_base_listener(ping: { _, base, serial in xdg_wm_base_pong(base, serial) })

nonisolated(unsafe) var registryListener = wl_registry_listener(
    global: { pointer, registry, name, interface, version in
        let probe = probeOf(pointer)
        switch String(cString: interface!) {
        case "wl_compositor": probe.compositor = tactile_bind_compositor(registry, name, 1)
        case "wl_shm": probe.shm = tactile_bind_shm(registry, name, 1)
        case "xdg_wm_base":
            probe.wmBase = tactile_bind_wm_base(registry, name, 1)
            xdg_wm_base_add_listener(probe.wmBase, &wmBaseListener, pointer)
        case "wl_seat" where probe.seat == nil:
            // Version 5 for wl_keyboard.release.
            probe.seat = tactile_bind_seat(registry, name, min(version, 5))
            wl_seat_add_listener(probe.seat, &seatListener, pointer)
        default: break
        }
    },
    global_remove: { _, _, _ in })

/// A white 64×64 buffer: a surface needs content to be mapped (and focused) by the compositor.
func whiteBuffer(_ shm: OpaquePointer) -> OpaquePointer? {
    let width: Int32 = 64, height: Int32 = 64, stride = width * 4, size = Int(stride * height)
    let fd = tactile_create_shm_file(size)
    guard fd >= 0, let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), memory != MAP_FAILED else {
        return nil
    }
    memset(memory, 0xFF, size)
    munmap(memory, size)
    let pool = wl_shm_create_pool(shm, fd, Int32(size))
    let buffer = wl_shm_pool_create_buffer(pool, 0, width, height, stride, WL_SHM_FORMAT_XRGB8888.rawValue)
    wl_shm_pool_destroy(pool)
    close(fd)
    return buffer
}

nonisolated(unsafe) var surfaceListener = xdg_surface_listener(configure: { pointer, xdgSurface, serial in
    let probe = probeOf(pointer)
    xdg_surface_ack_configure(xdgSurface, serial)
    guard !probe.mapped, let shm = probe.shm, let surface = probe.surface else { return }
    wl_surface_attach(surface, whiteBuffer(shm), 0, 0)
    wl_surface_commit(surface)
    probe.mapped = true
    report("mapped")
})

nonisolated(unsafe) var toplevelListener = xdg_toplevel_listener(
    configure: { _, _, _, _, _ in }, close: { _, _ in exit(0) },
    configure_bounds: { _, _, _, _ in }, wm_capabilities: { _, _, _ in })

guard let display = wl_display_connect(nil) else {
    report("error cannot connect")
    exit(1)
}
wl_registry_add_listener(wl_display_get_registry(display), &registryListener, data)
wl_display_roundtrip(display)
guard let compositor = probe.compositor, probe.shm != nil, let wmBase = probe.wmBase else {
    report("error missing globals")
    exit(1)
}
probe.surface = wl_compositor_create_surface(compositor)
let xdgSurface = xdg_wm_base_get_xdg_surface(wmBase, probe.surface)
xdg_surface_add_listener(xdgSurface, &surfaceListener, data)
let toplevel = xdg_surface_get_toplevel(xdgSurface)
xdg_toplevel_add_listener(toplevel, &toplevelListener, data)
xdg_toplevel_set_title(toplevel, "tactile-key-probe")
wl_surface_commit(probe.surface)
while wl_display_dispatch(display) >= 0 {}
report("error connection lost")
exit(1)
