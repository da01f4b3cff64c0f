// Protected calls, the message handler, xpcall and the trampoline to Swift (see errors.h).
#include "CLuaBridge.h"
#include <ctype.h>
#include <string.h>

/// The message handler a script gives xpcall, run only while its call may still run. A call
/// stopped by its budget or interrupted raises its error from inside the count hook, where Lua
/// runs hooks no more: a handler run then (`function() while true do end end`) would never be
/// counted. So once the call is stopped, the error goes through as it is.
static int guarded_handler(lua_State *L) {
    mb_host *h = mb_host_of(L);
    if (h->budget_spent || __atomic_load_n(&h->interrupt, __ATOMIC_RELAXED)) return 1;
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

/// xpcall as in lbaselib.c (Lua 5.4.4, MIT licence), with the handler wrapped in guarded_handler.
static int finish_xpcall(lua_State *L, int status, lua_KContext extra) {
    if (status != LUA_OK && status != LUA_YIELD) {
        lua_pushboolean(L, 0);
        lua_pushvalue(L, -2);
        return 2;
    }
    return lua_gettop(L) - (int)extra;
}

int mb_guarded_xpcall(lua_State *L) {
    int n = lua_gettop(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_pushvalue(L, 2);
    lua_pushcclosure(L, guarded_handler, 1);
    lua_replace(L, 2);
    lua_pushboolean(L, 1);
    lua_pushvalue(L, 1);
    lua_rotate(L, 3, 2);
    int status = lua_pcallk(L, n - 2, LUA_MULTRET, 2, 2, finish_xpcall);
    return finish_xpcall(L, status, 2);
}

/// Pushes "chunk:line: " for the innermost Lua function running (the one that called error);
/// an empty string when there is none.
static void push_where(lua_State *L) {
    lua_Debug ar;
    for (int level = 1; lua_getstack(L, level, &ar); level++) {
        if (lua_getinfo(L, "Sl", &ar) && ar.currentline > 0) {
            lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.currentline);
            return;
        }
    }
    lua_pushliteral(L, "");
}

/// Whether `msg` begins with a place, "chunk:line:", as Lua writes one in front of an error: a
/// chunk's name (a file's, with no space before its colon, or `[string "…"]`), a colon, digits
/// and a colon. A message that only holds such a pattern later ("closing time 23:59: too late")
/// has none. (A file whose path holds a space is taken as unplaced: its message gets the place
/// twice, never none.)
static int has_place(const char *msg) {
    const char *p = msg;
    if (strncmp(p, "[string \"", 9) == 0) {
        p = strstr(p + 9, "\"]");
        if (p == NULL) return 0;
        p += 2;
    } else {
        while (*p && *p != ':' && *p != ' ') p++;
        if (p == msg) return 0;
    }
    if (*p++ != ':' || !isdigit((unsigned char)*p)) return 0;
    while (isdigit((unsigned char)*p)) p++;
    return *p == ':';
}

/// Turns any error value into a string (a failing __tostring included) and adds a traceback.
/// Lua puts the place in front of a string given to error() by Lua code; any other value (nil,
/// a number, a table) and a message a library function raised without one (coroutine.yield
/// outside a coroutine) get the place of the innermost Lua code running, so that every message
/// names its line.
int mb_message_handler(lua_State *L) {
    const char *msg;
    if (!lua_checkstack(L, 8)) return 1;
    int placed = lua_type(L, 1) == LUA_TSTRING && has_place(lua_tostring(L, 1));
    if (!placed) push_where(L);
    if (lua_type(L, 1) == LUA_TSTRING) {
        msg = lua_tostring(L, 1);
    } else if (lua_type(L, 1) == LUA_TNUMBER) {
        lua_pushvalue(L, 1);
        msg = lua_tostring(L, -1);
    } else if (luaL_getmetafield(L, 1, "__tostring") != LUA_TNIL) {
        lua_pushvalue(L, 1);
        if (lua_pcall(L, 1, 1, 0) == LUA_OK && lua_type(L, -1) == LUA_TSTRING) {
            msg = lua_tostring(L, -1);
        } else {
            msg = lua_pushfstring(L, "(error object is a %s value whose __tostring failed)", luaL_typename(L, 1));
        }
    } else {
        msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    }
    if (!placed) msg = lua_pushfstring(L, "%s%s", lua_tostring(L, 2), msg);
    mb_host *h = mb_host_of(L);
    int saved = h->enforce;
    h->enforce = 0;
    size_t len = strlen(msg);
    if (len > MB_MESSAGE_BYTES) {
        size_t keep = MB_MESSAGE_BYTES;
        while (keep > 0 && ((unsigned char)msg[keep] & 0xC0) == 0x80) keep--;   // a character's start
        lua_pushlstring(L, msg, keep);
        msg = lua_pushfstring(L, "%s… (%I more bytes cut)", lua_tostring(L, -1), (lua_Integer)(len - keep));
    }
    if (lua_checkstack(L, 32)) luaL_traceback(L, L, msg, 1);
    else lua_pushstring(L, msg);
    h->enforce = saved;
    return 1;
}

int mb_pcall(lua_State *L, int nargs, int nresults, int label) {
    mb_host *h = mb_host_of(L);
    if (!lua_checkstack(L, 4)) return LUA_ERRMEM;
    mb_begin_call(h, L, label);
    int status = lua_pcall(L, nargs, nresults, HANDLER_SLOT);
    mb_end_call(h);
    return status;
}

static int trampoline(lua_State *L) {
    mb_swift_fn f = (mb_swift_fn)lua_touserdata(L, lua_upvalueindex(1));
    mb_host *h = mb_host_of(L);
    int saved = h->enforce;
    h->enforce = 0;
    int n = f(L);
    h->enforce = saved;
    if (n < 0) return lua_error(L);
    return n;
}

void mb_push_swift_function(lua_State *L, mb_swift_fn f) {
    lua_pushlightuserdata(L, (void *)f);
    lua_pushcclosure(L, trampoline, 1);
}
