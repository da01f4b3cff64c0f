// Lines of functions and callers, and the Lua macros Swift cannot import (see debuginfo.h).
#include "CLuaBridge.h"
#include <limits.h>
#include <string.h>

int mb_function_line(lua_State *L) {
    lua_Debug ar;
    if (lua_type(L, -1) != LUA_TFUNCTION) { lua_pop(L, 1); return 0; }
    if (!lua_getinfo(L, ">S", &ar)) return 0;
    return ar.linedefined > 0 ? ar.linedefined : 0;
}

int mb_function_params(lua_State *L) {
    lua_Debug ar;
    if (lua_type(L, -1) != LUA_TFUNCTION) { lua_pop(L, 1); return -1; }
    if (!lua_getinfo(L, ">u", &ar)) return -1;
    return ar.isvararg ? INT_MAX : ar.nparams;
}

int mb_caller_line(lua_State *L, int level, char *name, size_t namelen) {
    lua_Debug ar;
    if (name && namelen) name[0] = 0;
    if (!lua_getstack(L, level, &ar) || !lua_getinfo(L, "Sl", &ar)) return 0;
    if (name && namelen) {
        // A bounded copy (snprintf's formatting was most of the cost of a request's place).
        size_t n = strnlen(ar.short_src, namelen - 1);
        memcpy(name, ar.short_src, n);
        name[n] = 0;
    }
    return ar.currentline > 0 ? ar.currentline : 0;
}

void mb_pop(lua_State *L, int n) { lua_pop(L, n); }
void mb_newtable(lua_State *L) { lua_newtable(L); }
const char *mb_tostring(lua_State *L, int idx, size_t *len) { return lua_tolstring(L, idx, len); }
int mb_registryindex(void) { return LUA_REGISTRYINDEX; }
int mb_upvalueindex(int i) { return lua_upvalueindex(i); }
