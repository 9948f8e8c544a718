// Typed wl_registry_bind wrappers for the globals the keys action and its test client need:
// Swift cannot take the address of the generated `const struct wl_interface` globals.
#ifndef TACTILE_C_VIRTUAL_KEYBOARD_H
#define TACTILE_C_VIRTUAL_KEYBOARD_H

#include <CWaylandProtocols.h>

static inline struct wl_seat *tactile_bind_seat(struct wl_registry *registry, uint32_t name, uint32_t version) {
    return wl_registry_bind(registry, name, &wl_seat_interface, version);
}
static inline struct zwp_virtual_keyboard_manager_v1 *tactile_bind_virtual_keyboard_manager(
    struct wl_registry *registry, uint32_t name, uint32_t version) {
    return wl_registry_bind(registry, name, &zwp_virtual_keyboard_manager_v1_interface, version);
}

#endif
