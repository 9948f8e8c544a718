// libxkbcommon: keymaps, states and keysym names.
#include <xkbcommon/xkbcommon.h>
