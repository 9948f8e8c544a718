// The one posix_spawn helper Swift cannot reach: glibc declares closefrom only under
// _GNU_SOURCE, which Swift's Glibc module does not define.
#ifndef TACTILE_C_SPAWN_SUPPORT_H
#define TACTILE_C_SPAWN_SUPPORT_H

#include <spawn.h>

/// Adds a file action closing every descriptor from `lowest` up, so that a command action's
/// child inherits none of the daemon's files (device nodes, sockets) beyond 0, 1 and 2.
int tactile_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest);

#endif
