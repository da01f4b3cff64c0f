#pragma once
// The limited allocator of every state: the memory ceiling, and the strings a call makes
// charged to its instruction budget.
#include "CLuaBridge.h"

/// The host data of `L`'s state (the allocator's user data). Inline: the count hook and the
/// views read it on every call.
static inline mb_host *mb_host_of(lua_State *L) {
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return (mb_host *)ud;
}

/// The allocator a state is opened with (its user data is the state's mb_host): refuses growth
/// past the ceiling while Lua code runs, and charges the strings a call makes to its budget.
void *mb_limited_alloc(void *ud, void *ptr, size_t osize, size_t nsize);
