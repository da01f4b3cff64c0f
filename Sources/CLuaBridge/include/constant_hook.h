#pragma once
// Recognising, from its bytecode, a hook that only returns a constant.
#include "CLuaBridge.h"

/// Whether the Lua function at stack `slot` only returns a constant whole number of points (or
/// nothing), such as `function(e) return 10 end`: then *value is that number, and calling the
/// function could do nothing else. 0 for anything else.
int mb_constant_hook(lua_State *L, int slot, long long *value);
