/*
 * Closes two gaps of Debian's umockdev 0.17.16 that make libinput refuse fake evdev nodes
 * (fixed upstream in 0.17.18 / 0.19.2). Loaded with LD_PRELOAD *before*
 * libumockdev-preload.so.0: umockdev reaches libc through its own dlopen handle, so a
 * wrapper placed after it would never be called.
 *
 * 1. libudev only treats a device as initialized when /run/udev/data/c<MAJ>:<MIN> exists.
 *    Opens of /run/udev/data/... are redirected into $UMOCKDEV_DIR/run/udev/data/..., where
 *    the injector creates one (empty) database file per device.
 * 2. libinput checks that fstat(fd).st_rdev equals the udev device number, but umockdev's
 *    fake node is a pty (major 136). For a pty fd, fstat reports the fake major:minor that
 *    umockdev records in $UMOCKDEV_DIR/dev/.ptymap/<pty path with '/' as '_'>.
 *
 * Outside a umockdev environment (UMOCKDEV_DIR unset) every wrapper is a plain pass-through.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#define UDEV_DATA_PREFIX "/run/udev/data/"
#define PTY_MAJOR 136

/* Resolves the next definition of a libc symbol once; aborts loudly if it is missing,
 * since continuing would silently turn every wrapped call into a crash later. */
static void *next_symbol(const char *name) {
    void *symbol = dlsym(RTLD_NEXT, name);
    if (symbol == NULL) {
        fprintf(stderr, "TactileUmockdevFix: cannot find libc symbol %s\n", name);
        abort();
    }
    return symbol;
}

typedef int (*open_fn)(const char *, int, ...);
typedef int (*openat_fn)(int, const char *, int, ...);
typedef FILE *(*fopen_fn)(const char *, const char *);
typedef int (*fstat_fn)(int, struct stat *);
typedef int (*fstat64_fn)(int, struct stat64 *);

/* Declares real_<name>, the next definition of <name>, resolved on first use. */
#define NEXT(name, type) \
    static type real_##name; \
    if (real_##name == NULL) real_##name = (type)next_symbol(#name)

/* Writes the redirected path of a /run/udev/data/ file into `buffer` and returns it, or
 * returns `path` unchanged when no redirection applies. */
static const char *redirected(const char *path, char *buffer, size_t size) {
    const char *root = getenv("UMOCKDEV_DIR");
    if (path == NULL || root == NULL || strncmp(path, UDEV_DATA_PREFIX, strlen(UDEV_DATA_PREFIX)) != 0)
        return path;
    int length = snprintf(buffer, size, "%s%s", root, path);
    return (length > 0 && (size_t)length < size) ? buffer : path;
}

/* O_CREAT and O_TMPFILE are the only flags that carry a mode argument. */
static int wants_mode(int flags) {
    return (flags & O_CREAT) != 0 || (flags & __O_TMPFILE) == __O_TMPFILE;
}

int open(const char *path, int flags, ...) {
    NEXT(open, open_fn);
    mode_t mode = 0;
    if (wants_mode(flags)) { va_list args; va_start(args, flags); mode = va_arg(args, mode_t); va_end(args); }
    char buffer[PATH_MAX];
    return real_open(redirected(path, buffer, sizeof buffer), flags, mode);
}

int open64(const char *path, int flags, ...) {
    NEXT(open64, open_fn);
    mode_t mode = 0;
    if (wants_mode(flags)) { va_list args; va_start(args, flags); mode = va_arg(args, mode_t); va_end(args); }
    char buffer[PATH_MAX];
    return real_open64(redirected(path, buffer, sizeof buffer), flags, mode);
}

int openat(int dirfd, const char *path, int flags, ...) {
    NEXT(openat, openat_fn);
    mode_t mode = 0;
    if (wants_mode(flags)) { va_list args; va_start(args, flags); mode = va_arg(args, mode_t); va_end(args); }
    char buffer[PATH_MAX];
    return real_openat(dirfd, redirected(path, buffer, sizeof buffer), flags, mode);
}

int openat64(int dirfd, const char *path, int flags, ...) {
    NEXT(openat64, openat_fn);
    mode_t mode = 0;
    if (wants_mode(flags)) { va_list args; va_start(args, flags); mode = va_arg(args, mode_t); va_end(args); }
    char buffer[PATH_MAX];
    return real_openat64(dirfd, redirected(path, buffer, sizeof buffer), flags, mode);
}

/* libudev reads its database with fopen, not open. */
FILE *fopen(const char *path, const char *mode) {
    NEXT(fopen, fopen_fn);
    char buffer[PATH_MAX];
    return real_fopen(redirected(path, buffer, sizeof buffer), mode);
}

FILE *fopen64(const char *path, const char *mode) {
    NEXT(fopen64, fopen_fn);
    char buffer[PATH_MAX];
    return real_fopen64(redirected(path, buffer, sizeof buffer), mode);
}

/* Replaces a pty's st_rdev by the fake device number umockdev mapped that pty to. */
static void fake_device_number(int fd, dev_t *rdev) {
    const char *root = getenv("UMOCKDEV_DIR");
    if (root == NULL || major(*rdev) != PTY_MAJOR)
        return;
    char fd_link[64], pty[PATH_MAX], map_link[PATH_MAX], number[64];
    snprintf(fd_link, sizeof fd_link, "/proc/self/fd/%d", fd);
    ssize_t length = readlink(fd_link, pty, sizeof pty - 1);
    if (length <= 0)
        return;
    pty[length] = '\0';
    for (char *c = pty; *c != '\0'; ++c)
        if (*c == '/') *c = '_';
    snprintf(map_link, sizeof map_link, "%s/dev/.ptymap/%s", root, pty);
    length = readlink(map_link, number, sizeof number - 1);
    if (length <= 0)
        return;
    number[length] = '\0';
    unsigned fake_major, fake_minor;
    if (sscanf(number, "%u:%u", &fake_major, &fake_minor) == 2)
        *rdev = makedev(fake_major, fake_minor);
}

int fstat(int fd, struct stat *buf) {
    NEXT(fstat, fstat_fn);
    int result = real_fstat(fd, buf);
    if (result == 0 && S_ISCHR(buf->st_mode)) {
        int saved = errno;
        fake_device_number(fd, &buf->st_rdev);
        errno = saved;
    }
    return result;
}

int fstat64(int fd, struct stat64 *buf) {
    NEXT(fstat64, fstat64_fn);
    int result = real_fstat64(fd, buf);
    if (result == 0 && S_ISCHR(buf->st_mode)) {
        int saved = errno;
        fake_device_number(fd, &buf->st_rdev);
        errno = saved;
    }
    return result;
}
