// coroutine.create and coroutine.wrap with the count hook (see coroutines.h).
#include "CLuaBridge.h"

// coroutine.create and coroutine.wrap as in lcorolib.c (Lua 5.4.4, MIT licence), except that
// the new thread gets the count hook at once: the arming thread only ever hooks main threads.

static int auxresume(lua_State *L, lua_State *co, int narg) {
    int status, nres;
    if ((!lua_checkstack(co, narg))) {
        lua_pushliteral(L, "too many arguments to resume");
        return -1;
    }
    lua_xmove(L, co, narg);
    status = lua_resume(co, L, narg, &nres);
    if ((status == LUA_OK || status == LUA_YIELD)) {
        if ((!lua_checkstack(L, nres + 1))) {
            lua_pop(co, nres);
            lua_pushliteral(L, "too many results to resume");
            return -1;
        }
        lua_xmove(co, L, nres);
        return nres;
    }
    lua_xmove(co, L, 1);
    return -1;
}

static int auxwrap(lua_State *L) {
    lua_State *co = lua_tothread(L, lua_upvalueindex(1));
    int r = auxresume(L, co, lua_gettop(L));
    if ((r < 0)) {
        int stat = lua_status(co);
        if (stat != LUA_OK && stat != LUA_YIELD) {
            stat = lua_resetthread(co);
            lua_xmove(co, L, 1);
        }
        if (stat != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
            luaL_where(L, 1);
            lua_insert(L, -2);
            lua_concat(L, 2);
        }
        return lua_error(L);
    }
    return r;
}

static lua_State *new_hooked_thread(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_State *NL = lua_newthread(L);
    lua_pushvalue(L, 1);
    lua_xmove(L, NL, 1);
    mb_set_count_hook(NL, mb_host_of(L)->budget_spent ? 1 : HOOK_INTERVAL);
    return NL;
}

int mb_cocreate(lua_State *L) {
    new_hooked_thread(L);
    return 1;
}

int mb_cowrap(lua_State *L) {
    new_hooked_thread(L);
    lua_pushcclosure(L, auxwrap, 1);
    return 1;
}
