#pragma once
// The limited allocator of every state: the memory ceiling, and the strings a call makes
// charged to its instruction budget.
#include "CLuaBridge.h"

/// The host data of `L`'s state, kept in the state's extra space (set by mb_open; every thread
/// of the state starts with a copy of its main thread's). Inline, and no call into Lua: the count
/// hook, the views and every host function read it on every call.
static inline mb_host *mb_host_of(lua_State *L) {
    return *(mb_host **)lua_getextraspace(L);
}

/// The allocator a state is opened with (its user data is the state's mb_host): refuses growth
/// past the ceiling while Lua code runs, and charges the strings a call makes to its budget.
void *mb_limited_alloc(void *ud, void *ptr, size_t osize, size_t nsize);
