#pragma once
// The few lines of C that Swift cannot do safely around Lua: every Lua error is raised and caught
// here, never across a Swift frame. See Sources/MemoryScripting/LuaVM.swift for the Swift side.
#include <lua5.4/lua.h>
#include <lua5.4/lualib.h>
#include <lua5.4/lauxlib.h>
#include <stddef.h>
#include "lists.h"

/// One card of the turn a scoring hook is told about (0-based values; Lua sees 1-based indices).
typedef struct mb_card {
    long long index;
    long long face;
    long long times_seen;
    double face_up_seconds;
} mb_card;

/// The event fields of a turn (0-based player).
typedef struct mb_event {
    long long player, move, score, streak, pairs_left, points;
    double elapsed;
    const char *why;   // on_hide's reason, static text (NULL: none; compared by address)
} mb_event;

/// The turn a scoring hook is told about. Swift writes it, the lazy event views read it.
typedef struct mb_turn {
    mb_event event;
    int ncards;
    mb_card cards[4];
} mb_turn;

/// Values a state keeps on permanent stack slots for the cheapest calls (see mb_pin).
#define MB_PINNED 20

/// The most bytes of a script's error message the host keeps: a longer message is cut (at a
/// character's start) before it is copied, outside the script's memory ceiling, into the
/// traceback and the host's own strings.
#define MB_MESSAGE_BYTES 4096


/// Per-state host data, reached from the allocator's user data so that every coroutine of a
/// state shares one instruction counter and one memory account.
typedef struct mb_host {
    size_t used, ceiling;
    int enforce;              // the memory ceiling applies (Lua code is running)
    int memory_refused;       // an allocation was refused since the last call began
    int refusal_pending;      // the last request was refused (Lua retries it once after a full collection)
    int memory_error;         // a retried request was refused too: a memory error was raised
    int pattern_refused;      // the pattern guard refused a call since the last call began
    long long budget;         // instructions allowed per call
    long long remaining;
    int budget_spent;
    volatile int interrupt;   // set from another thread: stop the running call
    unsigned long calls;      // odd while a call runs (read by the watchdog thread, atomically)
    int label;                // what is running, for the watchdog's message
    void *owner;              // the Swift LuaVM (unretained)
    long long pattern_work;   // cap on the estimated backtracking work of one pattern call
                              // (each guarded call's work is also charged to `remaining`)
    int views_ref;            // registry table of the event views
    int cards_shown;          // number of card views in the cards list now
    mb_turn turn;
    char detail[256];         // why a hook's return value was refused
    mb_event event_source;    // the event the event data's kept fields were computed from
    mb_card card_source[4];   // likewise for each card's data
    unsigned event_cached;    // bit per field kept in the event data (see views.c)
    unsigned card_cached[4];  // bit per field kept in each card's data
    unsigned cards_with_data; // bit per card whose data keeps a field (card_cached[i] != 0)
    int main_hooked;          // the main thread may carry a count hook (lazy states; atomic)
    int faces_changed;        // keys and labels must be rewritten before the next call
    lua_State *main;          // the main thread (the one the host calls)
    int lazy;                 // the count hook is installed only once a call runs long
    struct mb_host *next_host;    // the arming thread's list (under its lock)
    unsigned long armer_seen;     // calls at the arming thread's last look
    unsigned long armed_call;     // the call it last hooked
    unsigned long long allocations;      // blocks allocated or grown by this state
    unsigned long long hook_calls;       // calls of mb_call_hook that entered Lua
    unsigned long long hook_allocations; // allocations made during those calls
    int refused_line;                    // the script's current line at the last refused
    char refused_source[LUA_IDSIZE];     // allocation (0 if unknown), and its chunk's short name
    int shared_label;         // calls with this label one after another share one budget (-1: none)
    int last_label;           // the label of the last call begun (-1: none yet)
} mb_host;

// The bridge by concern (each header's .c file beside this folder).
#include "allocator.h"
#include "budget.h"
#include "frames.h"
#include "coroutines.h"
#include "errors.h"
#include "patterns.h"
#include "views.h"
#include "state.h"
#include "loading.h"
#include "hooks.h"
#include "constant_hook.h"
#include "debuginfo.h"
#include "modules.h"
