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

#endif
