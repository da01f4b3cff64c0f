// The raw reads and writes behind the scripts' and modules' fresh state per game (see modules.h).
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

static int metatable(lua_State *L) {
    if (!lua_getmetatable(L, 1)) lua_pushnil(L);
    return 1;
}

/// restore(tables, functions): puts back what modules.snapshot kept, before each game. Each of
/// `tables` is { t, fields, metatable }: the fields a game added to t go, the kept ones are set
/// again, and the metatable is put back if it changed. Each of `functions` is { f, values, n }:
/// f's n upvalues are set again. Written in C because it runs before every game of a script
/// with state: the same loops in Lua (a call to `next` per field, one to the host per upvalue)
/// cost twice as much, a quarter of a short simulated game of the lives variant.
static int restore(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_checktype(L, 2, LUA_TTABLE);
    luaL_checkstack(L, 8, "restoring the scripts' state");
    lua_Integer tables = (lua_Integer)lua_rawlen(L, 1);
    for (lua_Integer i = 1; i <= tables; i++) {
        lua_rawgeti(L, 1, i);                       // 3: { t, fields, metatable }
        lua_rawgeti(L, 3, 1);                       // 4: t
        lua_rawgeti(L, 3, 2);                       // 5: fields
        // Clearing fields during a traversal is allowed (see lua_next).
        lua_pushnil(L);
        while (lua_next(L, 4)) {                    // 6: key, 7: value
            lua_pop(L, 1);
            lua_pushvalue(L, 6);
            if (lua_rawget(L, 5) == LUA_TNIL) {
                lua_pushvalue(L, 6);
                lua_pushnil(L);
                lua_rawset(L, 4);
            }
            lua_pop(L, 1);
        }
        lua_pushnil(L);
        while (lua_next(L, 5)) {                    // 6: key, 7: value
            lua_pushvalue(L, 6);
            lua_insert(L, 7);                       // 6: key, 7: key, 8: value
            lua_rawset(L, 4);
        }
        lua_rawgeti(L, 3, 3);                       // 6: the kept metatable (or nil)
        if (!lua_getmetatable(L, 4)) lua_pushnil(L); // 7: the metatable now
        if (lua_rawequal(L, 6, 7)) {
            lua_pop(L, 2);
        } else {
            lua_pop(L, 1);
            lua_setmetatable(L, 4);
        }
        lua_settop(L, 2);
    }
    lua_Integer functions = (lua_Integer)lua_rawlen(L, 2);
    for (lua_Integer i = 1; i <= functions; i++) {
        lua_rawgeti(L, 2, i);                       // 3: { f, values, n }
        lua_rawgeti(L, 3, 1);                       // 4: f
        lua_rawgeti(L, 3, 2);                       // 5: values
        lua_rawgeti(L, 3, 3);                       // 6: n
        int n = (int)lua_tointeger(L, 6);
        for (int j = 1; j <= n; j++) {
            lua_rawgeti(L, 5, j);
            if (lua_setupvalue(L, 4, j) == NULL) lua_pop(L, 1);
        }
        lua_settop(L, 2);
    }
    return 0;
}

void mb_add_module_functions(lua_State *L, int table) {
    static const luaL_Reg functions[] = {
        { "upvalue", upvalue }, { "metatable", metatable }, { "restore", restore }, { NULL, NULL },
    };
    for (const luaL_Reg *f = functions; f->name != NULL; f++) {
        lua_pushcfunction(L, f->func);
        lua_setfield(L, table, f->name);
    }
}
