#include "CLuaBridge.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HOOK_INTERVAL 1000

mb_host *mb_host_of(lua_State *L) {
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return (mb_host *)ud;
}

// MARK: Memory

/// Refuses growth past the ceiling while Lua code runs. While host code runs (Swift between
/// calls, or inside the trampoline) nothing is refused: a failure there would raise across a
/// Swift frame, so a real out-of-memory is fatal instead.
static void *limited_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    mb_host *h = (mb_host *)ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        free(ptr);
        h->used -= old;
        return NULL;
    }
    if (h->enforce && nsize > old && h->used + (nsize - old) > h->ceiling) {
        h->memory_refused = 1;
        return NULL;
    }
    void *p = realloc(ptr, nsize);
    if (p == NULL) {
        if (h->enforce) { h->memory_refused = 1; return NULL; }
        fputs("memory: out of memory in the Lua host\n", stderr);
        abort();
    }
    h->used = h->used - old + nsize;
    return p;
}

// MARK: Instruction budget

/// Counts instructions against the one budget of the state (all coroutines share it through
/// the allocator's user data). Once spent, fires on every instruction so that pcall, error
/// handlers or __close cannot keep the script running.
static void count_hook(lua_State *L, lua_Debug *ar) {
    mb_host *h = mb_host_of(L);
    h->remaining -= h->budget_spent ? 1 : HOOK_INTERVAL;
    if (h->remaining <= 0 || h->interrupt) {
        if (!h->budget_spent) {
            h->budget_spent = 1;
            lua_sethook(L, count_hook, LUA_MASKCOUNT, 1);
        }
        const char *what = h->interrupt ? "script interrupted" : "instruction budget exceeded";
        if (lua_getinfo(L, "Sl", ar) && ar->currentline > 0)
            lua_pushfstring(L, "%s:%d: %s", ar->short_src, ar->currentline, what);
        else
            lua_pushstring(L, what);
        lua_error(L);
    }
}

void mb_interrupt(mb_host *h) { __atomic_store_n(&h->interrupt, 1, __ATOMIC_SEQ_CST); }
unsigned long mb_calls(const mb_host *h) { return __atomic_load_n(&h->calls, __ATOMIC_ACQUIRE); }
int mb_label(const mb_host *h) { return __atomic_load_n(&h->label, __ATOMIC_ACQUIRE); }

// MARK: Errors

/// Turns any error value into a string (a failing __tostring included) and adds a traceback.
static int message_handler(lua_State *L) {
    const char *msg;
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
    mb_host *h = mb_host_of(L);
    int saved = h->enforce;
    h->enforce = 0;
    if (lua_checkstack(L, 32)) luaL_traceback(L, L, msg, 1);
    else lua_pushstring(L, msg);
    h->enforce = saved;
    return 1;
}

static void begin_call(mb_host *h, lua_State *L, int label) {
    h->remaining = h->budget;
    h->budget_spent = 0;
    h->memory_refused = 0;
    __atomic_store_n(&h->interrupt, 0, __ATOMIC_SEQ_CST);
    __atomic_store_n(&h->label, label, __ATOMIC_RELEASE);
    __atomic_add_fetch(&h->calls, 1, __ATOMIC_ACQ_REL);
    lua_sethook(L, count_hook, LUA_MASKCOUNT, HOOK_INTERVAL);
    h->enforce = 1;
}

static void end_call(mb_host *h) {
    h->enforce = 0;
    __atomic_add_fetch(&h->calls, 1, __ATOMIC_ACQ_REL);
}

int mb_pcall(lua_State *L, int nargs, int nresults, int label) {
    mb_host *h = mb_host_of(L);
    if (!lua_checkstack(L, 4)) return LUA_ERRMEM;
    int base = lua_gettop(L) - nargs;
    lua_pushcfunction(L, message_handler);
    lua_insert(L, base);
    begin_call(h, L, label);
    int status = lua_pcall(L, nargs, nresults, base);
    end_call(h);
    lua_remove(L, base);
    return status;
}

// MARK: Trampoline

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

// MARK: Pattern guards

static size_t skip_set(const char *p, size_t len, size_t i) {
    size_t j = i + 1;
    if (j < len && p[j] == '^') j++;
    do {
        if (j >= len) return len;
        j += (p[j] == '%') ? 2 : 1;
    } while (j < len && p[j] != ']');
    return j + 1;
}

/// Unbounded quantifiers (* + -) and optional items (?) in a pattern: the matcher's worst case
/// grows like subject_length ^ quantifiers.
static void pattern_shape(const char *p, size_t len, int *quantifiers, int *optionals, int *anchored) {
    size_t i = 0;
    *quantifiers = 0;
    *optionals = 0;
    *anchored = len > 0 && p[0] == '^';
    if (*anchored) i = 1;
    while (i < len) {
        char c = p[i];
        size_t next;
        if (c == '%') {
            char d = i + 1 < len ? p[i + 1] : 0;
            if (d == 'b') { i += 4; continue; }
            if (d == 'f') { i += 2; if (i < len && p[i] == '[') i = skip_set(p, len, i); continue; }
            if (d >= '0' && d <= '9') { i += 2; continue; }
            next = i + 2;
        } else if (c == '[') {
            next = skip_set(p, len, i);
        } else if (c == '(' || c == ')') {
            i++;
            continue;
        } else {
            next = i + 1;
        }
        if (next < len) {
            char m = p[next];
            if (m == '*' || m == '+' || m == '-') { (*quantifiers)++; next++; }
            else if (m == '?') { (*optionals)++; next++; }
        }
        i = next;
    }
}

/// Refuses find/match/gmatch/gsub calls whose worst case would run for minutes (a count hook
/// cannot interrupt the C matcher), then calls the original function.
static int pattern_guard(lua_State *L) {
    size_t n = 0, m = 0;
    const char *name = lua_tostring(L, lua_upvalueindex(2));
    if (lua_type(L, 1) == LUA_TSTRING) lua_tolstring(L, 1, &n);
    else n = 64;
    const char *p = (lua_type(L, 2) == LUA_TSTRING) ? lua_tolstring(L, 2, &m) : NULL;
    int plain = strcmp(name, "find") == 0 && lua_toboolean(L, 4);
    if (p != NULL && !plain) {
        int q, opt, anchored;
        pattern_shape(p, m, &q, &opt, &anchored);
        double work = pow((double)n + 1, q + (anchored ? 0 : 1)) * pow(2, opt > 60 ? 60 : opt);
        if (work > (double)mb_host_of(L)->pattern_work) {
            return luaL_error(L, "string.%s: pattern '%s' is too complex for a subject of %d characters "
                              "(%d repetitions could backtrack for minutes): simplify the pattern or shorten the text",
                              name, m > 40 ? "(long pattern)" : p, (int)n, q);
        }
    }
    int nargs = lua_gettop(L);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, nargs, LUA_MULTRET);
    return lua_gettop(L);
}

static void guard_pattern_function(lua_State *L, int string_table, const char *name) {
    lua_getfield(L, string_table, name);
    lua_pushstring(L, name);
    lua_pushcclosure(L, pattern_guard, 2);
    lua_setfield(L, string_table, name);
}

// MARK: Event views

// The views table (registry, host->views_ref) holds, for view v in 1...6 (event, cards, card 1-4):
// [v] the view handed to scripts (an empty table), [6+v] its data table, [12+v] its metatable,
// [18+v] its filler; [25] the faces table (key, label, key, label, ...).
enum { V_EVENT = 1, V_CARDS = 2, V_CARD1 = 3, NVIEWS = 6, FACES = 25 };

static void fill_view(lua_State *L, mb_host *h, int v, int views) {
    const mb_turn *t = &h->turn;
    lua_rawgeti(L, views, NVIEWS + v);
    int data = lua_gettop(L);
    if (v == V_EVENT) {
        lua_pushinteger(L, t->player + 1); lua_setfield(L, data, "player");
        lua_pushinteger(L, t->move); lua_setfield(L, data, "move");
        lua_pushnumber(L, t->elapsed); lua_setfield(L, data, "elapsed");
        lua_pushinteger(L, t->score); lua_setfield(L, data, "score");
        lua_pushinteger(L, t->streak); lua_setfield(L, data, "streak");
        lua_pushinteger(L, t->pairs_left); lua_setfield(L, data, "pairs_left");
    } else if (v == V_CARDS) {
        for (int i = 1; i <= 4; i++) {
            if (i <= t->ncards) lua_rawgeti(L, views, V_CARD1 + i - 1);
            else lua_pushnil(L);
            lua_rawseti(L, data, i);
        }
    } else {
        const mb_card *c = &t->cards[v - V_CARD1];
        lua_pushinteger(L, c->index + 1); lua_setfield(L, data, "index");
        lua_pushboolean(L, c->times_seen > 0); lua_setfield(L, data, "seen");
        lua_pushinteger(L, c->times_seen); lua_setfield(L, data, "times_seen");
        lua_pushnumber(L, c->face_up_seconds); lua_setfield(L, data, "face_up_seconds");
        lua_rawgeti(L, views, FACES);
        lua_rawgeti(L, -1, 2 * c->face + 1); lua_setfield(L, data, "key");
        lua_rawgeti(L, -1, 2 * c->face + 2); lua_setfield(L, data, "label");
        lua_pop(L, 1);
    }
    // From now on until the next call, reads go straight to the data table.
    lua_rawgeti(L, views, 2 * NVIEWS + v);
    lua_pushvalue(L, data);
    lua_setfield(L, -2, "__index");
    lua_pop(L, 1);
    h->dirty |= 1 << v;
}

/// __index of a view not yet filled in this call: fills it, then answers from its data.
static int view_index(lua_State *L) {
    int v = (int)lua_tointeger(L, lua_upvalueindex(1));
    lua_rawgeti(L, LUA_REGISTRYINDEX, mb_host_of(L)->views_ref);
    fill_view(L, mb_host_of(L), v, lua_gettop(L));
    lua_pushvalue(L, 2);
    lua_rawget(L, -2);
    return 1;
}

static int view_pairs(lua_State *L) {
    int v = (int)lua_tointeger(L, lua_upvalueindex(1));
    mb_host *h = mb_host_of(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->views_ref);
    int views = lua_gettop(L);
    if (!(h->dirty & (1 << v))) fill_view(L, h, v, views);
    lua_getglobal(L, "next");
    lua_rawgeti(L, views, NVIEWS + v);
    lua_pushnil(L);
    return 3;
}

static int view_len(lua_State *L) {
    int v = (int)lua_tointeger(L, lua_upvalueindex(1));
    lua_pushinteger(L, v == V_CARDS ? mb_host_of(L)->turn.ncards : 0);
    return 1;
}

static int view_newindex(lua_State *L) {
    lua_settop(L, 2);
    return luaL_error(L, "the event table is read-only (cannot set field '%s'): return points instead",
                      lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : luaL_typename(L, 2));
}

static void make_views(lua_State *L, mb_host *h) {
    lua_createtable(L, 25, 0);
    int views = lua_gettop(L);
    for (int v = 1; v <= NVIEWS; v++) {
        lua_newtable(L); lua_rawseti(L, views, v);
        lua_newtable(L); lua_rawseti(L, views, NVIEWS + v);
        lua_pushinteger(L, v); lua_pushcclosure(L, view_index, 1);
        lua_rawseti(L, views, 3 * NVIEWS + v);
        lua_newtable(L);
        int mt = lua_gettop(L);
        lua_rawgeti(L, views, 3 * NVIEWS + v); lua_setfield(L, mt, "__index");
        lua_pushcfunction(L, view_newindex); lua_setfield(L, mt, "__newindex");
        lua_pushinteger(L, v); lua_pushcclosure(L, view_pairs, 1); lua_setfield(L, mt, "__pairs");
        lua_pushinteger(L, v); lua_pushcclosure(L, view_len, 1); lua_setfield(L, mt, "__len");
        lua_pushboolean(L, 0); lua_setfield(L, mt, "__metatable");
        lua_rawgeti(L, views, v);
        lua_pushvalue(L, mt);
        lua_setmetatable(L, -2);
        lua_pop(L, 1);
        lua_rawseti(L, views, 2 * NVIEWS + v);
    }
    lua_rawgeti(L, views, NVIEWS + V_EVENT);
    lua_rawgeti(L, views, V_CARDS);
    lua_setfield(L, -2, "cards");
    lua_pop(L, 1);
    lua_newtable(L);
    lua_rawseti(L, views, FACES);
    h->views_ref = luaL_ref(L, LUA_REGISTRYINDEX);
}

static void reset_views(lua_State *L, mb_host *h) {
    if (!h->dirty) return;
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->views_ref);
    int views = lua_gettop(L);
    for (int v = 1; v <= NVIEWS; v++) {
        if (!(h->dirty & (1 << v))) continue;
        lua_rawgeti(L, views, 2 * NVIEWS + v);
        lua_pushliteral(L, "__index");
        lua_rawgeti(L, views, 3 * NVIEWS + v);
        lua_rawset(L, -3);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    h->dirty = 0;
}

// MARK: State

static int open_sandbox(lua_State *L) {
    mb_host *h = mb_host_of(L);
    luaL_requiref(L, LUA_GNAME, luaopen_base, 1);
    luaL_requiref(L, LUA_TABLIBNAME, luaopen_table, 1);
    luaL_requiref(L, LUA_STRLIBNAME, luaopen_string, 1);
    int strings = lua_gettop(L);
    luaL_requiref(L, LUA_MATHLIBNAME, luaopen_math, 1);
    luaL_requiref(L, LUA_UTF8LIBNAME, luaopen_utf8, 1);
    luaL_requiref(L, LUA_COLIBNAME, luaopen_coroutine, 1);
    guard_pattern_function(L, strings, "find");
    guard_pattern_function(L, strings, "match");
    guard_pattern_function(L, strings, "gmatch");
    guard_pattern_function(L, strings, "gsub");
    lua_settop(L, 0);
    make_views(L, h);
    return 0;
}

lua_State *mb_open(size_t memory_ceiling, long long budget, long long pattern_work) {
    mb_host *h = calloc(1, sizeof(mb_host));
    if (h == NULL) return NULL;
    h->ceiling = memory_ceiling;
    h->budget = budget;
    h->pattern_work = pattern_work;
    h->views_ref = LUA_NOREF;
    lua_State *L = lua_newstate(limited_alloc, h);
    if (L == NULL) { free(h); return NULL; }
    lua_pushcfunction(L, open_sandbox);
    if (lua_pcall(L, 0, 0, 0) != LUA_OK) { mb_close(L); return NULL; }
    return L;
}

void mb_close(lua_State *L) {
    mb_host *h = mb_host_of(L);
    h->enforce = 0;
    lua_close(L);
    free(h);
}

// MARK: Loading

int mb_load_text(lua_State *L, const char *src, size_t len, const char *chunkname) {
    mb_host *h = mb_host_of(L);
    h->enforce = 1;
    int status = luaL_loadbufferx(L, src, len, chunkname, "t");
    h->enforce = 0;
    if (status != LUA_OK) {
        lua_remove(L, -2);
        return status;
    }
    lua_insert(L, -2);
    if (lua_setupvalue(L, -2, 1) == NULL) lua_pop(L, 1);
    return LUA_OK;
}

static int set_faces(lua_State *L) {
    const char *strings = lua_touserdata(L, 1);
    const size_t *lengths = lua_touserdata(L, 2);
    int count = (int)lua_tointeger(L, 3);
    lua_rawgeti(L, LUA_REGISTRYINDEX, mb_host_of(L)->views_ref);
    lua_createtable(L, 2 * count, 0);
    size_t offset = 0;
    for (int i = 0; i < 2 * count; i++) {
        lua_pushlstring(L, strings + offset, lengths[i]);
        lua_rawseti(L, -2, i + 1);
        offset += lengths[i];
    }
    lua_rawseti(L, -2, FACES);
    return 0;
}

int mb_set_faces(lua_State *L, const char *strings, const size_t *lengths, int count) {
    lua_pushcfunction(L, set_faces);
    lua_pushlightuserdata(L, (void *)strings);
    lua_pushlightuserdata(L, (void *)lengths);
    lua_pushinteger(L, count);
    int status = lua_pcall(L, 3, 0, 0);
    if (status != LUA_OK) lua_pop(L, 1);
    return status;
}

// MARK: Hooks

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

int mb_call_hook(lua_State *L, int ref, int board_ref, int label, long long *out) {
    mb_host *h = mb_host_of(L);
    if (!lua_checkstack(L, 8)) { lua_pushliteral(L, "Lua stack exhausted"); return 1; }
    reset_views(L, h);
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    int nargs = 1;
    if (board_ref != LUA_NOREF) { lua_rawgeti(L, LUA_REGISTRYINDEX, board_ref); nargs = 2; }
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->views_ref);
    lua_rawgeti(L, -1, V_EVENT);
    lua_remove(L, -2);
    if (mb_pcall(L, nargs, 1, label) != LUA_OK) return 1;
    int isint = 0;
    int type = lua_type(L, -1);
    if (type == LUA_TNIL) { *out = 0; lua_pop(L, 1); return 0; }
    if (type == LUA_TNUMBER) {
        lua_Integer v = lua_tointegerx(L, -1, &isint);
        if (isint) { *out = v; lua_pop(L, 1); return 0; }
    }
    describe_value(L, -1, h->detail, sizeof h->detail);
    lua_pop(L, 1);
    return 2;
}

// MARK: Debug information

int mb_function_line(lua_State *L) {
    lua_Debug ar;
    if (lua_type(L, -1) != LUA_TFUNCTION) { lua_pop(L, 1); return 0; }
    if (!lua_getinfo(L, ">S", &ar)) return 0;
    return ar.linedefined > 0 ? ar.linedefined : 0;
}

int mb_caller_line(lua_State *L, int level, char *name, size_t namelen) {
    lua_Debug ar;
    if (!lua_getstack(L, level, &ar) || !lua_getinfo(L, "Sl", &ar)) return 0;
    if (name && namelen) snprintf(name, namelen, "%s", ar.short_src);
    return ar.currentline > 0 ? ar.currentline : 0;
}

// MARK: Macros

void mb_pop(lua_State *L, int n) { lua_pop(L, n); }
void mb_newtable(lua_State *L) { lua_newtable(L); }
const char *mb_tostring(lua_State *L, int idx, size_t *len) { return lua_tolstring(L, idx, len); }
int mb_registryindex(void) { return LUA_REGISTRYINDEX; }
int mb_upvalueindex(int i) { return lua_upvalueindex(i); }
