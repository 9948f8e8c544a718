/*
 * tactile_plugin.h — the Tactile recognizer plugin ABI.
 *
 * A plugin is a shared library that exports one symbol, `tactile_plugin_entry`, returning a
 * descriptor of the recognizer types it provides. The host (Tactile) makes instances of those
 * types from a scene's parameters and drives them with touches, timers and resets; an instance
 * answers through the host callbacks it is handed in every call (request a state, ignore a
 * touch, start or cancel a timer, log a warning).
 *
 * Versioning: TACTILE_PLUGIN_ABI_MAJOR changes on any incompatible change (a field moved or
 * removed, a contract changed); the host refuses a plugin whose major differs from its own.
 * TACTILE_PLUGIN_ABI_MINOR grows when something is appended compatibly (a new callback at the
 * end of a vtable, a new state); every vtable starts with its own size so that either side can
 * tell which callbacks the other knows, and a field appended to `tactile_host` is read only
 * when its `struct_size` covers it.
 *
 * History: 1.0 the first ABI; 1.1 appended `tactile_host.modifiers` (TACTILE_MODIFIER_*).
 *
 * General contracts, for every function below:
 * - Threading: none. The host calls a plugin from one thread at a time, and re-enters an
 *   instance only to ask for its published values (see `published_values`). A plugin must not
 *   call host callbacks
 *   from another thread or after the call that handed them to it has returned.
 * - Memory: every pointer the host passes is owned by the host and valid only until the call
 *   that received it returns; copy what you keep. Every pointer a plugin returns is owned by
 *   the plugin, with the lifetime stated at the function.
 * - Strings are UTF-8, NUL-terminated.
 * - Units: distances in points (logical pixels), coordinates grow right and down; times are
 *   milliseconds on the host's clock (virtual in replay); angles in radians, clockwise-positive.
 *   Parameters arrive as a scene file wrote them (durations in seconds).
 */
#ifndef TACTILE_PLUGIN_H
#define TACTILE_PLUGIN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define TACTILE_PLUGIN_ABI_MAJOR 1
#define TACTILE_PLUGIN_ABI_MINOR 1

/** The name of the symbol every plugin exports (a `tactile_plugin_entry_fn`). */
#define TACTILE_PLUGIN_ENTRY_SYMBOL "tactile_plugin_entry"

/* ------------------------------------------------------------------------------------------ */
/* Plain values                                                                                */

/** Discrete recognizers go possible → recognized | failed; continuous ones
 *  possible → began → changed* → ended | cancelled, or possible → failed. */
typedef enum tactile_kind {
    TACTILE_KIND_DISCRETE = 0,
    TACTILE_KIND_CONTINUOUS = 1,
} tactile_kind;

/** Recognizer states. A plugin *requests* them (see `tactile_host.request_state`); the host
 *  applies, normalises or arbitrates the request. */
typedef enum tactile_state {
    TACTILE_STATE_POSSIBLE = 0,
    TACTILE_STATE_BEGAN = 1,
    TACTILE_STATE_CHANGED = 2,
    TACTILE_STATE_ENDED = 3,
    TACTILE_STATE_CANCELLED = 4,
    TACTILE_STATE_FAILED = 5,
    TACTILE_STATE_RECOGNIZED = 6,
} tactile_state;

/** A touch's phase in the current event cycle. */
typedef enum tactile_phase {
    TACTILE_PHASE_BEGAN = 0,
    TACTILE_PHASE_MOVED = 1,
    TACTILE_PHASE_STATIONARY = 2,
    TACTILE_PHASE_ENDED = 3,
    TACTILE_PHASE_CANCELLED = 4,
} tactile_phase;

/** Bits of `tactile_host.modifiers` (ABI 1.1): the keyboard modifiers held, on any keyboard;
 *  left and right keys count the same. */
#define TACTILE_MODIFIER_SHIFT 1u
#define TACTILE_MODIFIER_CONTROL 2u
#define TACTILE_MODIFIER_ALT 4u
#define TACTILE_MODIFIER_SUPER 8u

typedef struct tactile_point {
    double x;
    double y;
} tactile_point;

/* ------------------------------------------------------------------------------------------ */
/* Loosely typed values: parameters, defaults, published values                               */

typedef enum tactile_value_kind {
    TACTILE_VALUE_BOOL = 0,
    TACTILE_VALUE_NUMBER = 1,
    TACTILE_VALUE_STRING = 2,
    TACTILE_VALUE_LIST = 3,
    TACTILE_VALUE_MAP = 4,
} tactile_value_kind;

struct tactile_entry;

/** A value as a scene file writes it. Only the fields of its kind are meaningful:
 *  BOOL → `boolean`; NUMBER → `number`; STRING → `string`; LIST → `items[0..count)`;
 *  MAP → `entries[0..count)` in file order. */
typedef struct tactile_value {
    int32_t kind; /* a tactile_value_kind */
    bool boolean;
    double number;
    const char *string;
    const struct tactile_value *items;
    const struct tactile_entry *entries;
    size_t count;
} tactile_value;

/** One key of a map, one parameter, or one published value. */
typedef struct tactile_entry {
    const char *key;
    tactile_value value;
} tactile_entry;

/* ------------------------------------------------------------------------------------------ */
/* Touches and events                                                                          */

/** One finger, as seen in one call. Locations are in the touch's window and in the view the
 *  recognizer is attached to. */
typedef struct tactile_touch {
    /** The input's touch id (a libinput slot); reused after the finger lifts. */
    int64_t id;
    /** Unique for the host's lifetime: use it to recognise a touch across calls. */
    int64_t serial;
    int32_t phase; /* a tactile_phase */
    int32_t tap_count;
    tactile_point location_in_window;
    tactile_point location_in_view;
    tactile_point previous_location_in_window;
    tactile_point previous_location_in_view;
    /** Where the finger touched down, in the recognizer's view. */
    tactile_point initial_location_in_view;
    /** Time of its last change and of its down, in milliseconds. */
    double timestamp;
    double began_timestamp;
    /** Contact radius in points; negative when the device reports none. */
    double radius;
} tactile_touch;

/** The event of the current cycle (UIEvent): every live touch of the cycle with its phase,
 *  including touches the recognizer does not track; view locations are in the recognizer's
 *  view as for every touch. */
typedef struct tactile_event {
    double timestamp;
    const tactile_touch *all_touches;
    size_t all_touch_count;
} tactile_event;

/** The view a recognizer is attached to, and its window. */
typedef struct tactile_view_info {
    const char *view_id;
    /** The view's origin and size in its window's coordinates. */
    tactile_point origin_in_window;
    double width;
    double height;
    double window_width;
    double window_height;
} tactile_view_info;

/* ------------------------------------------------------------------------------------------ */
/* Host callbacks                                                                              */

/** What an instance can do and read during one call. The host hands a `tactile_host` to every
 *  instance callback that may act; it and everything it points to are valid only until that
 *  callback returns. Pass `context` back as the first argument of each function. */
typedef struct tactile_host {
    /** sizeof(tactile_host) as the host compiled it. */
    uint32_t struct_size;
    void *context;
    /** The host's clock, in milliseconds. */
    double now;
    /** The recognizer's public state when the call began (a tactile_state; possible while it
     *  waits for its failure requirements). */
    int32_t state;
    /** The touches the recognizer tracks in this attempt, in the order they joined (ignored
     *  ones excluded), as they were when the call began. */
    const tactile_touch *tracked;
    size_t tracked_count;
    tactile_view_info view;

    /** Asks for a state (UIGestureRecognizer's `state = …`). The request is applied at once,
     *  normalised (an illegal transition, with a warning) or arbitrated (leaving possible waits
     *  for failure requirements and prevention). */
    void (*request_state)(void *context, int32_t state);
    /** `ignore(_:for:)`: the recognizer gets no more calls for the touch with this serial, and
     *  its view never has it withheld or cancelled on this recognizer's account. */
    void (*ignore_touch)(void *context, int64_t serial);
    /** Starts timer `timer` (an id of the instance's own choosing) due `delay_ms` from now; the
     *  host calls `timer_fired` then. Starting an id that is running restarts it. Timers are
     *  cancelled when the attempt ends (before reset). A timer due at the same time as an input
     *  frame fires first. */
    void (*start_timer)(void *context, int32_t timer, double delay_ms);
    void (*cancel_timer)(void *context, int32_t timer);
    /** Logs a warning record on the recognizer's behalf. `message` is copied. */
    void (*warn)(void *context, const char *message);

    /* Fields below were appended in later minor versions. A host of an older minor does not
     * have them: read one only when `struct_size` covers it, e.g.
     *   host->struct_size >= offsetof(tactile_host, modifiers) + sizeof host->modifiers   */

    /** (ABI 1.1) The keyboard modifiers held now: TACTILE_MODIFIER_* bits. A recognizer with
     *  `requiredModifiers` in its scene is only given touches that began with exactly those
     *  held; this lets a plugin decide for itself (e.g. a modifier that changes the gesture). */
    uint32_t modifiers;
} tactile_host;

/* ------------------------------------------------------------------------------------------ */
/* Instances                                                                                   */

/** What another recognizer looks like to canPrevent / canBePrevented. */
typedef struct tactile_other {
    const char *type_name;
    const char *id;
    int32_t state;
    /** Its type parameters as the scene gave them. */
    const tactile_entry *parameters;
    size_t parameter_count;
} tactile_other;

/** What an instance publishes in its actions. */
typedef struct tactile_published {
    /** When false, the host uses the centroid of the gesture's touches. */
    bool has_location;
    /** In the recognizer's view. */
    tactile_point location;
    /** Its type's values in a fixed order (`translation`, `velocity`, …). */
    const tactile_entry *values;
    size_t value_count;
} tactile_published;

/** Written by a plugin that rejects a parameter: the key (dots for nested keys) and why. */
typedef struct tactile_error {
    char key[128];
    char message[512];
} tactile_error;

/** The callbacks of one instance. `self` is the instance's own pointer from
 *  `tactile_instance.self`. Every callback except `destroy` may be called many times; none is
 *  optional unless it says so. */
typedef struct tactile_instance_vtable {
    /** sizeof(tactile_instance_vtable) as the plugin compiled it. */
    uint32_t struct_size;

    /** Touches join the attempt (touchesBegan:withEvent:); `touches[0..count)` are the new
     *  ones, all in phase BEGAN. */
    void (*touches_began)(void *self, const tactile_host *host, const tactile_touch *touches,
                          size_t count, const tactile_event *event);
    /** Tracked touches moved. */
    void (*touches_moved)(void *self, const tactile_host *host, const tactile_touch *touches,
                          size_t count, const tactile_event *event);
    /** Tracked touches lifted. `host->tracked` still lists them, in phase ENDED. */
    void (*touches_ended)(void *self, const tactile_host *host, const tactile_touch *touches,
                          size_t count, const tactile_event *event);
    /** The system cancelled tracked touches. After this call the host applies its default:
     *  began/changed ⇒ cancelled, possible ⇒ failed, unless the instance already ended. */
    void (*touches_cancelled)(void *self, const tactile_host *host, const tactile_touch *touches,
                              size_t count, const tactile_event *event);
    /** A timer started with `host->start_timer` is due. */
    void (*timer_fired)(void *self, const tactile_host *host, int32_t timer);
    /** The attempt is over (after ended, recognized, cancelled or failed): forget it. No host
     *  callbacks are available here. */
    void (*reset)(void *self);
    /** Class-wide prevention rules: whether this recognizer, recognizing, may prevent `other`,
     *  and whether `other`, recognizing, may prevent this one. Return true for the default. */
    bool (*can_prevent)(void *self, const tactile_other *other);
    bool (*can_be_prevented)(void *self, const tactile_other *other);
    /** The values for the action of a transition (every transition but to failed). The
     *  returned struct and everything it points to stay valid until the next call into this
     *  instance. This is the one callback the host
     *  may make while another callback of the same instance is running: a `request_state` that
     *  causes a transition at once (changed, ended, cancelled) asks for the values of that
     *  transition. It must only read the instance. */
    const tactile_published *(*published_values)(void *self, const tactile_host *host);
    /** Changes a type parameter at run time. Returns true when accepted; else fills `error`. */
    bool (*set_parameter)(void *self, const tactile_entry *parameter, tactile_error *error);
    /** Whether the host fails this instance when it is still possible and all its touches have
     *  ended. Asked after every call. Custom recognizers usually answer false (they decide for
     *  themselves); the standard ones answer true except while a multi-tap waits. */
    bool (*fails_when_touches_end)(void *self);
    /** Frees the instance. Called once; `self` is not used afterwards. */
    void (*destroy)(void *self);
} tactile_instance_vtable;

/** An instance: the plugin's pointer and its callbacks. `vtable` must stay valid until
 *  `destroy` (a static vtable per type is usual). */
typedef struct tactile_instance {
    void *self;
    const tactile_instance_vtable *vtable;
} tactile_instance;

/* ------------------------------------------------------------------------------------------ */
/* Types and plugins                                                                           */

/** One parameter of a type, for validation and listing. */
typedef struct tactile_parameter_spec {
    const char *name;
    /** A short description of the accepted values (`integer ≥ 1`, `seconds`, `list of edges`). */
    const char *type_description;
    /** The default as a file would write it, or NULL when there is none. */
    const tactile_value *default_value;
} tactile_parameter_spec;

/** Makes an instance from a scene's parameters (every key not common to all recognizers, in
 *  file order). Returns true and fills `out`, or returns false and fills `error` naming the
 *  offending key (an unknown key, a wrong type, a value out of range). */
typedef bool (*tactile_create_fn)(void *type_context, const tactile_entry *parameters,
                                  size_t parameter_count, tactile_instance *out,
                                  tactile_error *error);

/** A recognizer type: the name scenes use (`type: checkmark`), its kind, its parameters. */
typedef struct tactile_recognizer_type {
    const char *name;
    int32_t kind; /* a tactile_kind */
    const tactile_parameter_spec *parameters;
    size_t parameter_count;
    tactile_create_fn create;
    /** Passed back to `create` as its first argument (lets one create function serve many
     *  types); may be NULL. */
    void *type_context;
} tactile_recognizer_type;

/** What `tactile_plugin_entry` returns. It and everything it points to must stay valid for as
 *  long as the library is loaded (the host never unloads a plugin it registered). */
typedef struct tactile_plugin {
    /** TACTILE_PLUGIN_ABI_MAJOR and _MINOR as the plugin was compiled. */
    uint32_t abi_major;
    uint32_t abi_minor;
    const char *name;
    const char *version;
    const tactile_recognizer_type *types;
    size_t type_count;
} tactile_plugin;

/** The entry point. The host passes its own ABI version; the plugin returns its descriptor, or
 *  NULL when it cannot initialise (the host then reports the file and loads the others). */
typedef const tactile_plugin *(*tactile_plugin_entry_fn)(uint32_t host_abi_major,
                                                         uint32_t host_abi_minor);

#ifdef __cplusplus
}
#endif

#endif /* TACTILE_PLUGIN_H */
