#pragma once
// Guards on the string library's pattern functions: patterns that could backtrack without end
// are refused, and the estimated work of the others is charged to the call's budget.
#include "CLuaBridge.h"

/// Replaces `string[name]` (the string table at `string_table`) with its guarded version.
void mb_guard_pattern_function(lua_State *L, int string_table, const char *name);
