// Linux descriptors the live host's event loop waits on besides libinput's: signals (signalfd),
// and the engine's next timer (timerfd, absolute CLOCK_MONOTONIC deadlines with nanosecond
// resolution, where poll's timeout has only milliseconds) and configuration changes (inotify).
// Swift's Glibc module has none of them.
#include <sys/signalfd.h>
#include <sys/timerfd.h>
#include <sys/inotify.h>
#include <signal.h>
#include <poll.h>
