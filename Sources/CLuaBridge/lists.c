#include "lists.h"
#include <lua5.4/lauxlib.h>

// The registry key of each state's list constructor (its address is the key).
static const char constructor_key = 0;

int mb_push_list_constructor(lua_State *L) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &constructor_key) == LUA_TFUNCTION) return LUA_OK;
    lua_pop(L, 1);
    static const char source[] = "return {...}";
    int status = luaL_loadbufferx(L, source, sizeof source - 1, "=list", "t");
    if (status != LUA_OK) return status;
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &constructor_key);
    return LUA_OK;
}

int mb_pack(lua_State *L, int n) {
    return lua_pcall(L, n, 1, 0);
}
