#define _GNU_SOURCE
#include <sys/mman.h>
#include <unistd.h>
#include "CWaylandProtocols.h"

int tactile_create_shm_file(long size) {
    // MFD_CLOEXEC: the overlay never hands this descriptor to a child process.
    int fd = memfd_create("tactile-overlay-shm", MFD_CLOEXEC);
    if (fd < 0) return -1;
    if (ftruncate(fd, size) < 0) {
        close(fd);
        return -1;
    }
    return fd;
}
