// The read-only event views hooks receive (see views.h).
#include "CLuaBridge.h"
#include <string.h>

// Hooks get the same tables every call; nothing is allocated per call. The views table
// (registry, host->views_ref) holds: [1] the event view, [2] the cards view, [3..6] the card
// views, [7] the cards' data (the card views of this turn, refreshed only when the count of
// cards changes), [8] the faces table (key, label, key, label, ...), [9] the event's data,
// [10..13] the cards' data, [14] the event's fields and [15] a card's fields (each maps a field
// name to its id and id + 1 to the name). Every view is an empty table whose metatable sends
// reads to its data TABLE (the VM's fast path, no C call), whose writes raise and whose
// metatable is hidden; the prelude also refuses rawset on them. A data table starts empty (the
// event's holds `cards`): the first read of a field calls a C function that looks its name up
// in the fields table and stores the value there, and before each call the host rewrites only
// the stored fields whose values changed (host->*_cached say which). The host also keeps the
// event view, the data tables, the faces table and the field names on permanent stack slots
// (see state.h), so that a call refreshes them without looking anything up.
//
// The fields: their names, types and documentation are declared once in Swift
// (Sources/MemoryScripting/EventHookTable.swift, EventFieldDeclaration), which gives each name
// one of the ids of views.h and passes the names to mb_open. This file has no names of its own:
// it computes each field's value from h->turn by id (event_value, card_value) and tells by id
// which values changed (event_changes, card_changes). A new field is one id in views.h, its
// value and change test here, its value in mb_event or mb_card (filled by ScriptedRules.fill),
// and one line of the Swift declaration; tests check the declaration against the ids (by
// reading every field through a hook) and against Decks/memory.d.lua.
//
// What scripts see: `e`, `e.cards` and each card view are the same tables in every call of
// every hook of a state. A script that keeps one (in an upvalue, a global) and reads it in a
// later call reads that later call's turn, never an old one; a kept card view whose position is
// not in the running turn (on_finish has no cards) reads nil. Writes raise, in every call.
// (Tested by HookTests.keptTablesShowTheRunningCall.)

_Static_assert(MB_EVENT_FIELDS <= 32 && MB_CARD_FIELDS <= 32, "a field is one bit of host->*_cached");

/// Pushes views[slot].
void mb_push_view(lua_State *L, mb_host *h, int slot) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->views_ref);
    lua_rawgeti(L, -1, slot);
    lua_remove(L, -2);
}

/// Pushes the value of event field `id` (exactly one value). Only for the fields after `cards`.
static void event_value(lua_State *L, const mb_event *e, int id) {
    switch (id) {
    case MB_EVENT_PLAYER: lua_pushinteger(L, e->player + 1); break;
    case MB_EVENT_MOVE: lua_pushinteger(L, e->move); break;
    case MB_EVENT_ELAPSED: lua_pushnumber(L, e->elapsed); break;
    case MB_EVENT_SCORE: lua_pushinteger(L, e->score); break;
    case MB_EVENT_STREAK: lua_pushinteger(L, e->streak); break;
    case MB_EVENT_POINTS: lua_pushinteger(L, e->points); break;
    case MB_EVENT_WHY: if (e->why) lua_pushstring(L, e->why); else lua_pushnil(L); break;
    default: lua_pushinteger(L, e->pairs_left); break;   // MB_EVENT_PAIRS_LEFT
    }
}

/// Pushes the value of field `id` of card `c` (exactly one value). `faces` is the stack index of
/// the faces table, or 0 to fetch it from the views table (in a C function called by Lua, which
/// cannot reach the host's permanent slots).
static void card_value(lua_State *L, mb_host *h, const mb_card *c, int id, int faces) {
    switch (id) {
    case MB_CARD_INDEX: lua_pushinteger(L, c->index + 1); break;
    case MB_CARD_SEEN: lua_pushboolean(L, c->times_seen > 0); break;
    case MB_CARD_TIMES_SEEN: lua_pushinteger(L, c->times_seen); break;
    case MB_CARD_FACE_UP_SECONDS: lua_pushnumber(L, c->face_up_seconds); break;
    default:   // MB_CARD_KEY, MB_CARD_LABEL
        if (faces) {
            lua_rawgeti(L, faces, 2 * c->face + (id == MB_CARD_KEY ? 1 : 2));
        } else {
            mb_push_view(L, h, FACES);
            lua_rawgeti(L, -1, 2 * c->face + (id == MB_CARD_KEY ? 1 : 2));
            lua_remove(L, -2);
        }
    }
}

#define BIT(id) (1u << (id))

/// The event fields whose values differ between `a` and `b`.
static unsigned event_changes(const mb_event *a, const mb_event *b) {
    unsigned changed = 0;
    if (a->player != b->player) changed |= BIT(MB_EVENT_PLAYER);
    if (a->move != b->move) changed |= BIT(MB_EVENT_MOVE);
    if (memcmp(&a->elapsed, &b->elapsed, sizeof a->elapsed) != 0) changed |= BIT(MB_EVENT_ELAPSED);
    if (a->score != b->score) changed |= BIT(MB_EVENT_SCORE);
    if (a->streak != b->streak) changed |= BIT(MB_EVENT_STREAK);
    if (a->pairs_left != b->pairs_left) changed |= BIT(MB_EVENT_PAIRS_LEFT);
    if (a->points != b->points) changed |= BIT(MB_EVENT_POINTS);
    if (a->why != b->why) changed |= BIT(MB_EVENT_WHY);
    return changed;
}

/// Raises for a read of `name` (argument 2), a field the event (v = 0) or its card v does not
/// have, naming the fields it has: a misspelt field, or one only game:card(i) gives (data,
/// tags, state), would otherwise read nil without a word. Reached only on a miss: fields that
/// exist are answered before this, from the data table or by data_index.
static int unknown_field(lua_State *L, int v, int fields) {
    int count = v == 0 ? MB_EVENT_FIELDS : MB_CARD_FIELDS;
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    for (int id = 0; id < count; id++) {
        if (id > 0) luaL_addstring(&b, id == count - 1 ? " and " : ", ");
        lua_rawgeti(L, fields, id + 1);
        luaL_addvalue(&b);
    }
    luaL_pushresult(&b);
    const char *name = lua_tostring(L, 2), *has = lua_tostring(L, -1);
    if (v == 0)
        return luaL_error(L, "the event has no field '%s' (it has %s)", name, has);
    return luaL_error(L, "an event's card has no field '%s' (it has %s): for the rest of a card "
                      "(its face's data and tags, its state, its mark) use game:card(e.cards[%d].index)", name, has, v);
}

/// __index of a data table (upvalues: 0 for the event, n for card n; the fields table): computes
/// the field, keeps it in the data table (argument 1) and returns it.
static int data_index(lua_State *L) {
    int v = (int)lua_tointeger(L, lua_upvalueindex(1));
    mb_host *h = mb_host_of(L);
    if (lua_type(L, 2) != LUA_TSTRING) return 0;
    lua_pushvalue(L, 2);
    lua_rawget(L, lua_upvalueindex(2));
    int known = 0;
    int id = (int)lua_tointegerx(L, -1, &known);
    lua_pop(L, 1);
    if (!known) return unknown_field(L, v, lua_upvalueindex(2));
    if (v == 0) {
        if (id == MB_EVENT_CARDS) return 0;
        event_value(L, &h->turn.event, id);
        h->event_source = h->turn.event;   // the kept fields all hold these values
        h->event_cached |= BIT(id);
    } else {
        if (v > h->turn.ncards) return 0;
        card_value(L, h, &h->turn.cards[v - 1], id, 0);
        h->card_source[v - 1] = h->turn.cards[v - 1];   // likewise
        h->card_cached[v - 1] |= BIT(id);
        h->cards_with_data |= BIT(v - 1);
    }
    lua_pushvalue(L, 2);
    lua_pushvalue(L, -2);
    lua_rawset(L, 1);
    return 1;
}

/// The kept (cached) fields of card `was` whose values differ in `now`.
static inline unsigned card_changes(const mb_card *now, const mb_card *was, unsigned cached) {
    unsigned changed = 0;
    if ((cached & BIT(MB_CARD_INDEX)) && now->index != was->index) changed |= BIT(MB_CARD_INDEX);
    if ((cached & (BIT(MB_CARD_KEY) | BIT(MB_CARD_LABEL))) && now->face != was->face) changed |= BIT(MB_CARD_KEY) | BIT(MB_CARD_LABEL);
    if ((cached & BIT(MB_CARD_SEEN)) && (now->times_seen > 0) != (was->times_seen > 0)) changed |= BIT(MB_CARD_SEEN);
    if ((cached & BIT(MB_CARD_TIMES_SEEN)) && now->times_seen != was->times_seen) changed |= BIT(MB_CARD_TIMES_SEEN);
    if ((cached & BIT(MB_CARD_FACE_UP_SECONDS)) && memcmp(&now->face_up_seconds, &was->face_up_seconds, sizeof now->face_up_seconds) != 0)
        changed |= BIT(MB_CARD_FACE_UP_SECONDS);
    return changed & cached;
}

/// Brings the kept fields of the data tables up to date with host->turn (before a call, on the
/// host's stack). With `faces_changed`, keys and labels are rewritten too. Only changed values
/// are written, each with lua_settable: the field is already in the table and a data table's
/// metatable has only __index, so this is a raw write, through a shorter path than lua_rawset
/// (no generic luaH_set, no metamethod-cache reset): about 15 instructions less per write.
/// Removing a field (a card that left the turn) uses lua_rawset.
void mb_sync_views(lua_State *L, mb_host *h, int faces_changed) {
    unsigned cached = h->event_cached;
    if (cached) {
        unsigned changed = event_changes(&h->turn.event, &h->event_source) & cached;
        h->event_source = h->turn.event;
        while (changed) {
            int id = __builtin_ctz(changed);
            changed &= changed - 1;
            lua_pushvalue(L, EVENT_KEY_SLOT + id);
            event_value(L, &h->turn.event, id);
            lua_settable(L, EVENT_DATA_SLOT);
        }
    }
    int ncards = h->turn.ncards;
    unsigned with_data = h->cards_with_data;
    while (with_data) {
        int i = __builtin_ctz(with_data);
        with_data &= with_data - 1;
        cached = h->card_cached[i];
        int data = CARD_DATA_SLOT + i;
        if (i >= ncards) {
            // The card left the turn: its view reads nil until a turn has that many cards again.
            do {
                int id = __builtin_ctz(cached);
                cached &= cached - 1;
                lua_pushvalue(L, CARD_KEY_SLOT + id);
                lua_pushnil(L);
                lua_rawset(L, data);
            } while (cached);
            h->card_cached[i] = 0;
            h->cards_with_data &= ~BIT(i);
            continue;
        }
        const mb_card *now = &h->turn.cards[i];
        unsigned changed = card_changes(now, &h->card_source[i], cached);
        if (faces_changed) changed |= cached & (BIT(MB_CARD_KEY) | BIT(MB_CARD_LABEL));
        if (!changed) continue;
        h->card_source[i] = *now;
        do {
            int id = __builtin_ctz(changed);
            changed &= changed - 1;
            lua_pushvalue(L, CARD_KEY_SLOT + id);
            if (id == MB_CARD_SEEN) lua_pushboolean(L, now->times_seen > 0);
            else card_value(L, h, now, id, FACES_SLOT);
            lua_settable(L, data);
        } while (changed);
    }
}

/// The walk view_pairs hands out: the snapshot's fields in id order, the order their names are
/// listed in, not where they hash (Lua's string hash changes from process to process, and a hook
/// deciding by the order would replay another game). Upvalues: the field names by id (the
/// view's list), the snapshot, the position reached.
static int view_walk(lua_State *L) {
    lua_Integer i = lua_tointeger(L, lua_upvalueindex(3));
    for (;;) {
        i++;
        if (lua_rawgeti(L, lua_upvalueindex(1), i) == LUA_TNIL) return 1;
        lua_pushvalue(L, -1);
        if (lua_rawget(L, lua_upvalueindex(2)) != LUA_TNIL) break;
        lua_pop(L, 2);
    }
    lua_pushinteger(L, i);
    lua_replace(L, lua_upvalueindex(3));
    return 2;
}

/// __pairs of the event and card views (upvalues as data_index's): a walk over a snapshot of
/// their fields, in id order.
static int view_pairs(lua_State *L) {
    int v = (int)lua_tointeger(L, lua_upvalueindex(1));
    mb_host *h = mb_host_of(L);
    int fields = lua_upvalueindex(2);
    lua_pushvalue(L, fields);
    lua_newtable(L);
    if (v == 0) {
        for (int id = MB_EVENT_CARDS; id < MB_EVENT_FIELDS; id++) {
            lua_rawgeti(L, fields, id + 1);
            if (id == MB_EVENT_CARDS) mb_push_view(L, h, V_CARDS);
            else event_value(L, &h->turn.event, id);
            lua_rawset(L, -3);
        }
    } else if (v <= h->turn.ncards) {
        for (int id = 0; id < MB_CARD_FIELDS; id++) {
            lua_rawgeti(L, fields, id + 1);
            card_value(L, h, &h->turn.cards[v - 1], id, 0);
            lua_rawset(L, -3);
        }
    }
    lua_pushinteger(L, 0);
    lua_pushcclosure(L, view_walk, 3);
    lua_pushnil(L);
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
    mb_push_view(L, mb_host_of(L), V_CARD1 + (int)i - 1);
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
    if (lua_type(L, 2) == LUA_TSTRING)
        return luaL_error(L, "the event table is read-only (cannot set field '%s'): return points instead", lua_tostring(L, 2));
    if (lua_isinteger(L, 2))
        return luaL_error(L, "the event table is read-only (cannot set [%I]): return points instead", lua_tointeger(L, 2));
    return luaL_error(L, "the event table is read-only (cannot set a %s key): return points instead", luaL_typename(L, 2));
}

/// An empty table at `slot` of the views table whose metatable sends reads to the table at
/// `data` of the views table; `upvalue` < 0 marks the cards list, else it is data_index's first
/// upvalue and `fields` the second.
static void make_view(lua_State *L, int views, int slot, int data, int upvalue, int fields) {
    lua_newtable(L);
    lua_newtable(L);
    int mt = lua_gettop(L);
    lua_rawgeti(L, views, data);
    lua_setfield(L, mt, "__index");
    if (upvalue < 0) {
        lua_pushcfunction(L, cards_len); lua_setfield(L, mt, "__len");
        lua_pushcfunction(L, cards_pairs); lua_setfield(L, mt, "__pairs");
    } else {
        lua_pushinteger(L, upvalue);
        lua_rawgeti(L, views, fields);
        lua_pushcclosure(L, view_pairs, 2);
        lua_setfield(L, mt, "__pairs");
    }
    lua_pushcfunction(L, view_newindex); lua_setfield(L, mt, "__newindex");
    lua_pushboolean(L, 0); lua_setfield(L, mt, "__metatable");
    lua_setmetatable(L, -2);
    lua_rawseti(L, views, slot);
}

/// A data table at `slot` whose missing fields come from data_index (upvalues `upvalue` and
/// the fields table at `fields` of the views table, whose `count` fields it may come to hold).
static void make_data(lua_State *L, int views, int slot, int upvalue, int fields, int count) {
    lua_createtable(L, 0, count);
    lua_createtable(L, 0, 1);
    lua_pushinteger(L, upvalue);
    lua_rawgeti(L, views, fields);
    lua_pushcclosure(L, data_index, 2);
    lua_setfield(L, -2, "__index");
    lua_setmetatable(L, -2);
    lua_rawseti(L, views, slot);
}

/// A fields table at `slot`: the `count` NUL-terminated names at `names` (in id order) by id + 1,
/// and their ids by name. Returns where the names that follow begin.
static const char *make_fields(lua_State *L, int views, int slot, const char *names, int count) {
    lua_createtable(L, count, count);
    for (int id = 0; id < count; id++) {
        lua_pushstring(L, names);
        lua_pushvalue(L, -1);
        lua_rawseti(L, -3, id + 1);
        lua_pushinteger(L, id);
        lua_rawset(L, -3);
        names += strlen(names) + 1;
    }
    lua_rawseti(L, views, slot);
    return names;
}

void mb_make_views(lua_State *L, mb_host *h, const char *field_names) {
    lua_createtable(L, VIEWS_ENTRIES, 0);
    int views = lua_gettop(L);
    const char *card_names = make_fields(L, views, EVENT_FIELDS, field_names, MB_EVENT_FIELDS);
    make_fields(L, views, CARD_FIELDS, card_names, MB_CARD_FIELDS);
    lua_createtable(L, 4, 0); lua_rawseti(L, views, CARDS_DATA);
    lua_newtable(L); lua_rawseti(L, views, FACES);
    make_data(L, views, EVENT_DATA, 0, EVENT_FIELDS, MB_EVENT_FIELDS);
    for (int i = 0; i < 4; i++) make_data(L, views, CARD_DATA1 + i, i + 1, CARD_FIELDS, MB_CARD_FIELDS);
    make_view(L, views, V_EVENT, EVENT_DATA, 0, EVENT_FIELDS);
    make_view(L, views, V_CARDS, CARDS_DATA, -1, 0);
    for (int i = 0; i < 4; i++) make_view(L, views, V_CARD1 + i, CARD_DATA1 + i, i + 1, CARD_FIELDS);
    lua_rawgeti(L, views, EVENT_DATA);
    lua_rawgeti(L, views, EVENT_FIELDS);
    lua_rawgeti(L, -1, MB_EVENT_CARDS + 1);
    lua_rawgeti(L, views, V_CARDS);
    lua_rawset(L, -4);
    lua_pop(L, 2);
    h->views_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    h->cards_shown = -1;
}

/// Puts this turn's card views in the cards list (only when the number of cards changed).
void mb_show_cards(lua_State *L, mb_host *h) {
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
