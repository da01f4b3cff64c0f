#pragma once
// Opening and closing a sandboxed state, its permanent stack slots and its pinned values.
#include "CLuaBridge.h"

/// Stack slots the host keeps for the life of the state, below everything else: the message
/// handler (so that no call pushes and removes it), the event view, the field names and data
/// tables the host writes before a call (see views.c), the faces table, and the pinned
/// values (hook functions and the board: see mb_pin).
enum {
    HANDLER_SLOT = 1,
    EVENT_SLOT = 2,
    EVENT_KEY_SLOT = 3,                              // the event's field names, by id
    CARD_KEY_SLOT = EVENT_KEY_SLOT + MB_EVENT_FIELDS, // a card's field names, by id
    EVENT_DATA_SLOT = CARD_KEY_SLOT + MB_CARD_FIELDS,
    CARD_DATA_SLOT = EVENT_DATA_SLOT + 1,    // 4 tables
    FACES_SLOT = CARD_DATA_SLOT + 4,
    PINNED_SLOT = FACES_SLOT + 1,            // MB_PINNED values
    PERMANENT_SLOTS = PINNED_SLOT + MB_PINNED - 1
};

/// Creates a state with the limited allocator, opens the safe libraries, installs the pattern
/// guards and the event views, whose fields have the names in `field_names` (see
/// mb_make_views). NULL if even that failed.
lua_State *mb_open(size_t memory_ceiling, long long budget, long long pattern_work, const char *field_names);
void mb_close(lua_State *L);

/// Copies the value at registry `ref` to a free permanent stack slot of the main thread and
/// returns the slot (for mb_call_hook), or 0 if none is free or the value is nil.
int mb_pin(lua_State *L, int ref);
/// Frees a slot mb_pin returned.
void mb_unpin(lua_State *L, int slot);

/// Hook calls and the allocations made during them, summed over every state closed so far in
/// this process (each state adds its own counts, h->hook_calls and h->hook_allocations, when it
/// closes). Thread safe.
void mb_closed_hook_totals(unsigned long long *calls, unsigned long long *allocations);
