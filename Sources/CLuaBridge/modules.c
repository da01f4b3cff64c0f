// The raw reads and writes behind the modules' fresh state per game (see modules.h).
#include "CLuaBridge.h"

static int upvalue(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    if (lua_iscfunction(L, 1)) return 0;
    const char *name = lua_getupvalue(L, 1, (int)luaL_checkinteger(L, 2));
    if (name == NULL) return 0;
    lua_pushstring(L, name);
    lua_insert(L, -2);
    return 2;
}

static int set_upvalue(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    int n = (int)luaL_checkinteger(L, 2);
    lua_settop(L, 3);
    if (lua_setupvalue(L, 1, n) == NULL) lua_pop(L, 1);
    return 0;
}

static int metatable(lua_State *L) {
    if (!lua_getmetatable(L, 1)) lua_pushnil(L);
    return 1;
}

static int set_metatable(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 2);
    lua_setmetatable(L, 1);
    return 0;
}

void mb_add_module_functions(lua_State *L, int table) {
    static const luaL_Reg functions[] = {
        { "upvalue", upvalue }, { "set_upvalue", set_upvalue },
        { "metatable", metatable }, { "set_metatable", set_metatable }, { NULL, NULL },
    };
    for (const luaL_Reg *f = functions; f->name != NULL; f++) {
        lua_pushcfunction(L, f->func);
        lua_setfield(L, table, f->name);
    }
}
