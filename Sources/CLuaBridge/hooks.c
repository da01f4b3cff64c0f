// Calling a scoring hook (see hooks.h).
#include "CLuaBridge.h"
#include <math.h>
#include <stdio.h>

static void describe_value(lua_State *L, int idx, char *out, size_t len) {
    switch (lua_type(L, idx)) {
    case LUA_TNUMBER: {
        double d = lua_tonumber(L, idx);
        if (isnan(d)) snprintf(out, len, "nan (not a number)");
        else if (isinf(d)) snprintf(out, len, "%s", d > 0 ? "inf" : "-inf");
        else if (d != floor(d)) snprintf(out, len, "%.14g, which has a fraction", d);
        else snprintf(out, len, "%.14g, too large for an integer", d);
        break;
    }
    case LUA_TSTRING: {
        size_t n = 0;
        const char *s = lua_tolstring(L, idx, &n);
        snprintf(out, len, "a string (\"%.*s%s\")", n > 40 ? 40 : (int)n, s, n > 40 ? "..." : "");
        break;
    }
    default:
        snprintf(out, len, "a %s value", luaL_typename(L, idx));
    }
}

int mb_call_hook(mb_host *h, int fn_slot, int board_slot, int label, int event, long long *out) {
    lua_State *L = h->main;
    unsigned long long allocations = h->allocations;   // counted over the whole call, views included
    // Room was reserved when the state opened; this only guards against values some other path
    // left on the main thread's stack (it costs about 20 instructions).
    if (!lua_checkstack(L, 8)) { lua_pushliteral(L, "Lua stack exhausted"); return 1; }
    if (event) {
        if (h->cards_shown != h->turn.ncards) mb_show_cards(L, h);
        if (h->event_cached | h->cards_with_data | h->faces_changed) {
            mb_sync_views(L, h, h->faces_changed);
            h->faces_changed = 0;
        }
    }
    lua_pushvalue(L, fn_slot);
    int nargs = 0;
    if (board_slot > 0) { lua_pushvalue(L, board_slot); nargs++; }
    if (event) { lua_pushvalue(L, EVENT_SLOT); nargs++; }
    if (board_slot < 0) { lua_pushvalue(L, -board_slot); nargs++; }
    mb_begin_call(h, L, label);
    int status = lua_pcall(L, nargs, out ? 1 : 0, HANDLER_SLOT);
    mb_end_call(h);
    h->hook_calls++;
    h->hook_allocations += h->allocations - allocations;
    if (status != LUA_OK) return 1;
    if (!out) return 0;
    if (lua_isinteger(L, -1)) {
        *out = lua_tointegerx(L, -1, NULL);
        lua_settop(L, -2);
        return 0;
    }
    int type = lua_type(L, -1);
    if (type == LUA_TNUMBER) {
        int isint = 0;
        lua_Integer v = lua_tointegerx(L, -1, &isint);
        if (isint) { *out = v; lua_settop(L, -2); return 0; }
    } else if (type == LUA_TNIL) {
        *out = 0;
        lua_settop(L, -2);
        return 0;
    }
    describe_value(L, -1, h->detail, sizeof h->detail);
    lua_pop(L, 1);
    return 2;
}
