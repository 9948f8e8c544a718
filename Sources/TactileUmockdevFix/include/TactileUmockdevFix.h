#ifndef TACTILE_UMOCKDEV_FIX_H
#define TACTILE_UMOCKDEV_FIX_H
/*
 * TactileUmockdevFix is an LD_PRELOAD library, not an API: it exports libc wrappers
 * (open, fopen, fstat, ...) and nothing else. This header exists because SwiftPM wants
 * every C target to have a public header directory.
 */
#endif
