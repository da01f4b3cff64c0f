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
    h->memory_refused = 0;
    if (h->budget_spent || lua_gethook(L) == NULL) {
        h->budget_spent = 0;
        lua_sethook(L, count_hook, LUA_MASKCOUNT, HOOK_INTERVAL);
    }
    // One writer (this thread), one reader (the watchdog): plain atomic stores suffice.
    __atomic_store_n(&h->interrupt, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&h->label, label, __ATOMIC_RELAXED);
    __atomic_store_n(&h->calls, h->calls + 1, __ATOMIC_RELEASE);
    h->enforce = 1;
}

static void end_call(mb_host *h) {
    h->enforce = 0;
    __atomic_store_n(&h->calls, h->calls + 1, __ATOMIC_RELEASE);
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

// Hooks get the same tables every call; nothing is copied into them. The views table
// (registry, host->views_ref) holds: [1] the event view, [2] the cards view, [3..6] the card
// views, [7] the cards' data (the card views of this turn, refreshed only when the count of
// cards changes), [8] the faces table (key, label, key, label, ...). Every view is an empty
// table whose reads go to C functions reading host->turn (cards: to the data table), whose
// writes raise, and whose metatable is hidden; the prelude also refuses rawset on them.
enum { V_EVENT = 1, V_CARDS = 2, V_CARD1 = 3, CARDS_DATA = 7, FACES = 8 };

static int event_field(lua_State *L, const mb_turn *t, const char *k) {
    if (strcmp(k, "player") == 0) lua_pushinteger(L, t->player + 1);
    else if (strcmp(k, "move") == 0) lua_pushinteger(L, t->move);
    else if (strcmp(k, "elapsed") == 0) lua_pushnumber(L, t->elapsed);
    else if (strcmp(k, "score") == 0) lua_pushinteger(L, t->score);
    else if (strcmp(k, "streak") == 0) lua_pushinteger(L, t->streak);
    else if (strcmp(k, "pairs_left") == 0) lua_pushinteger(L, t->pairs_left);
    else if (strcmp(k, "cards") == 0) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, mb_host_of(L)->views_ref);
        lua_rawgeti(L, -1, V_CARDS);
    } else return 0;
    return 1;
}

static int card_field(lua_State *L, const mb_card *c, const char *k) {
    if (strcmp(k, "seen") == 0) lua_pushboolean(L, c->times_seen > 0);
    else if (strcmp(k, "index") == 0) lua_pushinteger(L, c->index + 1);
    else if (strcmp(k, "times_seen") == 0) lua_pushinteger(L, c->times_seen);
    else if (strcmp(k, "face_up_seconds") == 0) lua_pushnumber(L, c->face_up_seconds);
    else if (strcmp(k, "key") == 0 || strcmp(k, "label") == 0) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, mb_host_of(L)->views_ref);
        lua_rawgeti(L, -1, FACES);
        lua_rawgeti(L, -1, 2 * c->face + (k[0] == 'k' ? 1 : 2));
    } else return 0;
    return 1;
}

static const char *event_keys[] = { "cards", "player", "move", "elapsed", "score", "streak", "pairs_left", NULL };
static const char *card_keys[] = { "index", "key", "label", "seen", "times_seen", "face_up_seconds", NULL };

/// __index of the event view (upvalue 0) and of card view n (upvalue n).
static int view_index(lua_State *L) {
    int v = (int)lua_tointeger(L, lua_upvalueindex(1));
    mb_host *h = mb_host_of(L);
    if (lua_type(L, 2) != LUA_TSTRING) return 0;
    const char *k = lua_tostring(L, 2);
    if (v == 0) return event_field(L, &h->turn, k) ? 1 : 0;
    if (v > h->turn.ncards) return 0;
    return card_field(L, &h->turn.cards[v - 1], k) ? 1 : 0;
}

/// __pairs of the event and card views: a snapshot table.
static int view_pairs(lua_State *L) {
    int v = (int)lua_tointeger(L, lua_upvalueindex(1));
    const char **keys = v == 0 ? event_keys : card_keys;
    lua_getglobal(L, "next");
    lua_newtable(L);
    for (int i = 0; keys[i]; i++) {
        lua_pushstring(L, keys[i]);
        if (view_index(L) == 1) lua_setfield(L, -3, keys[i]);
        lua_pop(L, 1);
    }
    lua_pushnil(L);
    return 3;
}

static int cards_len(lua_State *L) {
    lua_pushinteger(L, mb_host_of(L)->turn.ncards);
    return 1;
}

static int cards_next(lua_State *L) {
    lua_Integer i = lua_tointeger(L, 2) + 1;
    if (i > mb_host_of(L)->turn.ncards) return 0;
    lua_pushinteger(L, i);
    lua_rawgeti(L, LUA_REGISTRYINDEX, mb_host_of(L)->views_ref);
    lua_rawgeti(L, -1, V_CARD1 + (int)i - 1);
    lua_remove(L, -2);
    return 2;
}

/// pairs(e.cards) walks the cards in order, like ipairs.
static int cards_pairs(lua_State *L) {
    lua_pushcfunction(L, cards_next);
    lua_pushvalue(L, 1);
    lua_pushinteger(L, 0);
    return 3;
}

static int view_newindex(lua_State *L) {
    lua_settop(L, 2);
    return luaL_error(L, "the event table is read-only (cannot set field '%s'): return points instead",
                      lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : luaL_typename(L, 2));
}

/// An empty table at `slot` of the views table whose metatable sends reads to `index`.
static void make_view(lua_State *L, int views, int slot, int upvalue, int index_is_table) {
    lua_newtable(L);
    lua_newtable(L);
    int mt = lua_gettop(L);
    if (index_is_table) {
        lua_rawgeti(L, views, CARDS_DATA);
        lua_setfield(L, mt, "__index");
        lua_pushcfunction(L, cards_len); lua_setfield(L, mt, "__len");
        lua_pushcfunction(L, cards_pairs); lua_setfield(L, mt, "__pairs");
    } else {
        lua_pushinteger(L, upvalue); lua_pushcclosure(L, view_index, 1); lua_setfield(L, mt, "__index");
        lua_pushinteger(L, upvalue); lua_pushcclosure(L, view_pairs, 1); lua_setfield(L, mt, "__pairs");
    }
    lua_pushcfunction(L, view_newindex); lua_setfield(L, mt, "__newindex");
    lua_pushboolean(L, 0); lua_setfield(L, mt, "__metatable");
    lua_setmetatable(L, -2);
    lua_rawseti(L, views, slot);
}

static void make_views(lua_State *L, mb_host *h) {
    lua_createtable(L, 8, 0);
    int views = lua_gettop(L);
    lua_createtable(L, 4, 0); lua_rawseti(L, views, CARDS_DATA);
    lua_newtable(L); lua_rawseti(L, views, FACES);
    make_view(L, views, V_EVENT, 0, 0);
    make_view(L, views, V_CARDS, 0, 1);
    // e.cards without a C call: the event view reads a table holding `cards` first.
    lua_rawgeti(L, views, V_EVENT);
    lua_getmetatable(L, -1);
    lua_newtable(L);
    lua_rawgeti(L, views, V_CARDS); lua_setfield(L, -2, "cards");
    lua_newtable(L);
    lua_getfield(L, -3, "__index"); lua_setfield(L, -2, "__index");
    lua_setmetatable(L, -2);
    lua_setfield(L, -2, "__index");
    lua_pop(L, 2);
    for (int i = 0; i < 4; i++) make_view(L, views, V_CARD1 + i, i + 1, 0);
    h->views_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    h->cards_shown = -1;
}

/// Puts this turn's card views in the cards list (only when the number of cards changed).
static void show_cards(lua_State *L, mb_host *h) {
    if (h->cards_shown == h->turn.ncards) return;
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->views_ref);
    lua_rawgeti(L, -1, CARDS_DATA);
    for (int i = 1; i <= 4; i++) {
        if (i <= h->turn.ncards) lua_rawgeti(L, -2, V_CARD1 + i - 1);
        else lua_pushnil(L);
        lua_rawseti(L, -2, i);
    }
    lua_pop(L, 2);
    h->cards_shown = h->turn.ncards;
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
    show_cards(L, h);
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
