// cairo's image surfaces and toy text API, used by the overlay's renderer.
#include <cairo.h>
