// The generated client glue for the protocols vendored in protocols/ (see
// scripts/generate-protocols), plus the few helpers Swift cannot express directly.
#ifndef TACTILE_C_WAYLAND_PROTOCOLS_H
#define TACTILE_C_WAYLAND_PROTOCOLS_H

#include <wayland-client.h>
#include "xdg-shell-client-protocol.h"
#include "wlr-layer-shell-unstable-v1-client-protocol.h"
#include "virtual-keyboard-unstable-v1-client-protocol.h"

/// Creates an anonymous, sealed-size shared-memory file of `size` bytes for wl_shm pools.
/// Returns a file descriptor, or -1 with errno set. A shim because memfd_create needs
/// _GNU_SOURCE, which Swift's Glibc module does not define.
int tactile_create_shm_file(long size);

/// Typed wl_registry_bind wrappers: Swift cannot take the address of the generated
/// `const struct wl_interface` globals, which the bind request needs.
static inline struct wl_compositor *tactile_bind_compositor(struct wl_registry *registry, uint32_t name, uint32_t version) {
    return wl_registry_bind(registry, name, &wl_compositor_interface, version);
}
static inline struct wl_shm *tactile_bind_shm(struct wl_registry *registry, uint32_t name, uint32_t version) {
    return wl_registry_bind(registry, name, &wl_shm_interface, version);
}
static inline struct wl_output *tactile_bind_output(struct wl_registry *registry, uint32_t name, uint32_t version) {
    return wl_registry_bind(registry, name, &wl_output_interface, version);
}
static inline struct zwlr_layer_shell_v1 *tactile_bind_layer_shell(struct wl_registry *registry, uint32_t name, uint32_t version) {
    return wl_registry_bind(registry, name, &zwlr_layer_shell_v1_interface, version);
}
static inline struct xdg_wm_base *tactile_bind_wm_base(struct wl_registry *registry, uint32_t name, uint32_t version) {
    return wl_registry_bind(registry, name, &xdg_wm_base_interface, version);
}

#endif
