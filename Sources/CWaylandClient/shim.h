// libwayland-client's core API (wl_display, wl_registry, wl_compositor, wl_shm, wl_output, ...).
#include <wayland-client.h>
