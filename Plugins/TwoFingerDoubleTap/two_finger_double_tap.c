/*
 * twoFingerDoubleTap: a recognizer plugin in plain C, written against tactile_plugin.h only.
 *
 * Discrete. Two taps, each of exactly two fingers: every finger lifts within 750 ms of the
 * tap's first touch-down without moving more than 45 pt, and the second tap starts at most
 * `maximumInterval` seconds (default 0.35) after the first tap's last lift. Anything else
 * fails it. Being a custom recognizer, it is never failed by the host when its fingers lift
 * (decision Q9), so it fails itself.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tactile_plugin.h"

enum { TIMER_INTERVAL = 1, TIMER_DURATION = 2 };

/* As the standard tap. A limit on time is a timer due at the limit, which fires before an
   input at the same time. */
static const double MAXIMUM_MOVEMENT = 45;  /* points */
static const double MAXIMUM_DURATION = 750; /* milliseconds */

typedef struct recognizer {
    double interval_ms;
    int taps_done;
    int fingers_in_tap;
    int fingers_down;
    bool waiting_for_next_tap;
} recognizer;

static void fail(const tactile_host *host) {
    host->request_state(host->context, TACTILE_STATE_FAILED);
}

static void touches_began(void *self, const tactile_host *host, const tactile_touch *touches,
                          size_t count, const tactile_event *event) {
    (void)touches;
    (void)event;
    recognizer *r = self;
    if (r->waiting_for_next_tap) {
        r->waiting_for_next_tap = false;
        host->cancel_timer(host->context, TIMER_INTERVAL);
    }
    if (r->fingers_in_tap == 0)
        host->start_timer(host->context, TIMER_DURATION, MAXIMUM_DURATION);
    r->fingers_in_tap += (int)count;
    r->fingers_down += (int)count;
    if (r->fingers_in_tap > 2) fail(host);
}

static void touches_moved(void *self, const tactile_host *host, const tactile_touch *touches,
                          size_t count, const tactile_event *event) {
    (void)self;
    (void)event;
    for (size_t i = 0; i < count; i++) {
        double dx = touches[i].location_in_view.x - touches[i].initial_location_in_view.x;
        double dy = touches[i].location_in_view.y - touches[i].initial_location_in_view.y;
        if (sqrt(dx * dx + dy * dy) > MAXIMUM_MOVEMENT) {
            fail(host);
            return;
        }
    }
}

static void touches_ended(void *self, const tactile_host *host, const tactile_touch *touches,
                          size_t count, const tactile_event *event) {
    (void)touches;
    (void)event;
    recognizer *r = self;
    r->fingers_down -= (int)count;
    if (r->fingers_down > 0) return;
    host->cancel_timer(host->context, TIMER_DURATION);
    if (r->fingers_in_tap != 2) {
        fail(host);
        return;
    }
    r->taps_done += 1;
    r->fingers_in_tap = 0;
    if (r->taps_done == 2) {
        host->request_state(host->context, TACTILE_STATE_RECOGNIZED);
    } else {
        r->waiting_for_next_tap = true;
        host->start_timer(host->context, TIMER_INTERVAL, r->interval_ms);
    }
}

static void touches_cancelled(void *self, const tactile_host *host, const tactile_touch *touches,
                              size_t count, const tactile_event *event) {
    /* The host fails a possible recognizer whose touch is cancelled. */
    (void)self;
    (void)host;
    (void)touches;
    (void)count;
    (void)event;
}

static void timer_fired(void *self, const tactile_host *host, int32_t timer) {
    (void)self;
    (void)timer;
    /* Either the tap lasted too long or the next one did not come in time. */
    fail(host);
}

static void reset(void *self) {
    recognizer *r = self;
    r->taps_done = 0;
    r->fingers_in_tap = 0;
    r->fingers_down = 0;
    r->waiting_for_next_tap = false;
}

static bool can_prevent(void *self, const tactile_other *other) {
    (void)self;
    (void)other;
    return true;
}

static bool can_be_prevented(void *self, const tactile_other *other) {
    (void)self;
    (void)other;
    return true;
}

static const tactile_published *published_values(void *self, const tactile_host *host) {
    (void)self;
    (void)host;
    /* No values of its own; the host uses the centroid of its touches as the location. */
    static const tactile_published none = {0};
    return &none;
}

/* Reads `maximumInterval` (seconds ≥ 0); anything else is an error naming the key. */
static bool read_parameter(recognizer *r, const tactile_entry *p, tactile_error *error) {
    if (strcmp(p->key, "maximumInterval") != 0) {
        snprintf(error->key, sizeof error->key, "%s", p->key);
        snprintf(error->message, sizeof error->message,
                 "unknown parameter '%s' for type twoFingerDoubleTap (allowed: maximumInterval)", p->key);
        return false;
    }
    if (p->value.kind != TACTILE_VALUE_NUMBER || !(p->value.number >= 0)) {
        snprintf(error->key, sizeof error->key, "%s", p->key);
        snprintf(error->message, sizeof error->message, "'maximumInterval' must be a number of seconds ≥ 0");
        return false;
    }
    r->interval_ms = round(p->value.number * 1000000) / 1000;
    return true;
}

static bool set_parameter(void *self, const tactile_entry *parameter, tactile_error *error) {
    return read_parameter(self, parameter, error);
}

static bool fails_when_touches_end(void *self) {
    (void)self;
    return false;
}

static void destroy(void *self) { free(self); }

static const tactile_instance_vtable vtable = {
    .struct_size = sizeof(tactile_instance_vtable),
    .touches_began = touches_began,
    .touches_moved = touches_moved,
    .touches_ended = touches_ended,
    .touches_cancelled = touches_cancelled,
    .timer_fired = timer_fired,
    .reset = reset,
    .can_prevent = can_prevent,
    .can_be_prevented = can_be_prevented,
    .published_values = published_values,
    .set_parameter = set_parameter,
    .fails_when_touches_end = fails_when_touches_end,
    .destroy = destroy,
};

static bool create(void *type_context, const tactile_entry *parameters, size_t count,
                   tactile_instance *out, tactile_error *error) {
    (void)type_context;
    recognizer *r = calloc(1, sizeof *r);
    if (r == NULL) {
        snprintf(error->key, sizeof error->key, "type");
        snprintf(error->message, sizeof error->message, "out of memory");
        return false;
    }
    r->interval_ms = 350;
    for (size_t i = 0; i < count; i++) {
        if (!read_parameter(r, &parameters[i], error)) {
            free(r);
            return false;
        }
    }
    out->self = r;
    out->vtable = &vtable;
    return true;
}

static const tactile_value default_interval = {.kind = TACTILE_VALUE_NUMBER, .number = 0.35};

static const tactile_parameter_spec parameters[] = {
    {.name = "maximumInterval", .type_description = "seconds ≥ 0", .default_value = &default_interval},
};

static const tactile_recognizer_type types[] = {
    {.name = "twoFingerDoubleTap", .kind = TACTILE_KIND_DISCRETE, .parameters = parameters,
     .parameter_count = 1, .create = create, .type_context = NULL},
};

static const tactile_plugin plugin = {
    .abi_major = TACTILE_PLUGIN_ABI_MAJOR,
    .abi_minor = TACTILE_PLUGIN_ABI_MINOR,
    .name = "two-finger-double-tap",
    .version = "1.0.0",
    .types = types,
    .type_count = 1,
};

__attribute__((visibility("default"))) const tactile_plugin *tactile_plugin_entry(uint32_t host_abi_major,
                                                                                  uint32_t host_abi_minor) {
    (void)host_abi_minor;
    /* A host of another major would misread the descriptor: refuse to initialise. */
    if (host_abi_major != TACTILE_PLUGIN_ABI_MAJOR) return NULL;
    return &plugin;
}
