/*
 * The twoFingerDoubleTap plugin exports only the ABI's entry point; this header exists so that
 * the package manager has a public header directory for the C target.
 */
#ifndef TWO_FINGER_DOUBLE_TAP_H
#define TWO_FINGER_DOUBLE_TAP_H

#include "tactile_plugin.h"

const tactile_plugin *tactile_plugin_entry(uint32_t host_abi_major, uint32_t host_abi_minor);

#endif
