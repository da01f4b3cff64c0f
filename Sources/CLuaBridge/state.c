// Opening and closing a sandboxed state, and its pinned values (see state.h).
#include "CLuaBridge.h"
#include <stdlib.h>

/// Opens the libraries and makes the views (argument 1: the field names, a light userdata).
static int open_sandbox(lua_State *L) {
    mb_host *h = mb_host_of(L);
    const char *field_names = lua_touserdata(L, 1);
    luaL_requiref(L, LUA_GNAME, luaopen_base, 1);
    lua_pushcfunction(L, mb_guarded_xpcall); lua_setfield(L, -2, "xpcall");
    luaL_requiref(L, LUA_TABLIBNAME, luaopen_table, 1);
    luaL_requiref(L, LUA_STRLIBNAME, luaopen_string, 1);
    int strings = lua_gettop(L);
    luaL_requiref(L, LUA_MATHLIBNAME, luaopen_math, 1);
    luaL_requiref(L, LUA_UTF8LIBNAME, luaopen_utf8, 1);
    luaL_requiref(L, LUA_COLIBNAME, luaopen_coroutine, 1);
    lua_pushcfunction(L, mb_cocreate); lua_setfield(L, -2, "create");
    lua_pushcfunction(L, mb_cowrap); lua_setfield(L, -2, "wrap");
    mb_guard_pattern_function(L, strings, "find");
    mb_guard_pattern_function(L, strings, "match");
    mb_guard_pattern_function(L, strings, "gmatch");
    mb_guard_pattern_function(L, strings, "gsub");
    lua_settop(L, 0);
    mb_make_views(L, h, field_names);
    return 0;
}

/// Pushes the `count` field names of the fields table at views[`fields`], in id order.
static void push_field_names(lua_State *L, mb_host *h, int fields, int count) {
    mb_push_view(L, h, fields);
    for (int id = 0; id < count; id++) lua_rawgeti(L, -1 - id, id + 1);
    lua_remove(L, -1 - count);
}

lua_State *mb_open(size_t memory_ceiling, long long budget, long long pattern_work, const char *field_names) {
    mb_host *h = calloc(1, sizeof(mb_host));
    if (h == NULL) return NULL;
    h->ceiling = memory_ceiling;
    h->budget = budget;
    h->pattern_work = pattern_work;
    h->views_ref = LUA_NOREF;
    h->shared_label = -1;
    h->last_label = -1;
    lua_State *L = lua_newstate(mb_limited_alloc, h);
    if (L == NULL) { free(h); return NULL; }
    *(mb_host **)lua_getextraspace(L) = h;
    h->main = L;
    h->lazy = budget >= LAZY_MIN_BUDGET;
    if (h->lazy) mb_armer_add(h);
    lua_pushcfunction(L, open_sandbox);
    lua_pushlightuserdata(L, (void *)field_names);
    if (lua_pcall(L, 1, 0, 0) != LUA_OK) { mb_close(L); return NULL; }
    // Room for the permanent slots and a call's few values, reserved once (the stack never
    // shrinks below what the base frame was promised).
    if (!lua_checkstack(L, PERMANENT_SLOTS + 2 * LUA_MINSTACK)) { mb_close(L); return NULL; }
    lua_pushcfunction(L, mb_message_handler);   // HANDLER_SLOT
    mb_push_view(L, h, V_EVENT);                // EVENT_SLOT
    push_field_names(L, h, EVENT_FIELDS, MB_EVENT_FIELDS);   // EVENT_KEY_SLOT
    push_field_names(L, h, CARD_FIELDS, MB_CARD_FIELDS);     // CARD_KEY_SLOT
    mb_push_view(L, h, EVENT_DATA);             // EVENT_DATA_SLOT
    for (int i = 0; i < 4; i++) mb_push_view(L, h, CARD_DATA1 + i);
    mb_push_view(L, h, FACES);                  // FACES_SLOT
    for (int i = 0; i < MB_PINNED; i++) lua_pushnil(L);
    return L;
}

void mb_unpin(lua_State *L, int slot) {
    if (slot < PINNED_SLOT || slot > PERMANENT_SLOTS) return;
    lua_pushnil(L);
    lua_replace(L, slot);
}

int mb_pin(lua_State *L, int ref) {
    for (int slot = PINNED_SLOT; slot <= PERMANENT_SLOTS; slot++) {
        if (lua_type(L, slot) != LUA_TNIL) continue;
        lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
        if (lua_type(L, -1) == LUA_TNIL) { lua_pop(L, 1); return 0; }
        lua_replace(L, slot);
        return slot;
    }
    return 0;
}

static unsigned long long closed_hook_calls, closed_hook_allocations;

void mb_closed_hook_totals(unsigned long long *calls, unsigned long long *allocations) {
    *calls = __atomic_load_n(&closed_hook_calls, __ATOMIC_ACQUIRE);
    *allocations = __atomic_load_n(&closed_hook_allocations, __ATOMIC_ACQUIRE);
}

void mb_close(lua_State *L) {
    mb_host *h = mb_host_of(L);
    __atomic_add_fetch(&closed_hook_allocations, h->hook_allocations, __ATOMIC_RELEASE);
    __atomic_add_fetch(&closed_hook_calls, h->hook_calls, __ATOMIC_RELEASE);
    mb_armer_remove(h);
    h->enforce = 0;
    lua_close(L);
    free(h);
}
