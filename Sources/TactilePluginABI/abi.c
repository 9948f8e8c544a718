/* SwiftPM needs one source file in a C target; the ABI itself is only the header. */
#include "tactile_plugin.h"
