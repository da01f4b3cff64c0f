#pragma once
// The few lines of C that Swift cannot do safely around Lua: every Lua error is raised and caught
// here, never across a Swift frame. See Sources/MemoryScripting/LuaVM.swift for the Swift side.
#include <lua.h>
#include <lualib.h>
#include <lauxlib.h>
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
    long long player, move, score, streak, pairs_left;
    double elapsed;
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
    unsigned event_cached;    // bit per field kept in the event data (see bridge.c)
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
} mb_host;

/// A Swift function called from Lua through the trampoline: returns the number of results, or
/// -1 after pushing an error message, which the trampoline raises once Swift has returned.
typedef int (*mb_swift_fn)(lua_State *L);

/// Creates a state with the limited allocator, opens the safe libraries, installs the pattern
/// guards and the event views. NULL if even that failed.
lua_State *mb_open(size_t memory_ceiling, long long budget, long long pattern_work);
void mb_close(lua_State *L);
mb_host *mb_host_of(lua_State *L);

/// Pushes a Swift function as a Lua function (through the trampoline).
void mb_push_swift_function(lua_State *L, mb_swift_fn f);

/// Calls the function below `nargs` arguments under lua_pcall with a traceback message handler,
/// a fresh instruction budget and the memory ceiling. `label` names the call for the watchdog.
/// On error the message (a string) is on top.
int mb_pcall(lua_State *L, int nargs, int nresults, int label);

/// Loads `len` bytes of text (mode "t") as chunk `chunkname`, with the environment on top of the
/// stack as its _ENV. Pops the environment; pushes the function, or an error message.
int mb_load_text(lua_State *L, const char *src, size_t len, const char *chunkname);

/// Stores the faces' keys and labels for the card views: `strings` holds 2*count strings
/// (key, label, key, label...) back to back, `lengths` their lengths.
int mb_set_faces(lua_State *L, const char *strings, const size_t *lengths, int count);

/// Copies the value at registry `ref` to a free permanent stack slot of the main thread and
/// returns the slot (for mb_call_hook), or 0 if none is free or the value is nil.
int mb_pin(lua_State *L, int ref);
/// Frees a slot mb_pin returned.
void mb_unpin(lua_State *L, int slot);

/// Whether the Lua function at stack `slot` only returns a constant whole number of points (or
/// nothing), such as `function(e) return 10 end`: then *value is that number, and calling the
/// function could do nothing else. 0 for anything else.
int mb_constant_hook(lua_State *L, int slot, long long *value);

/// Calls the function pinned at `fn_slot` with the event view (and, if `board_slot` is positive,
/// the value pinned there before it; if negative, the value pinned at -board_slot after it), reading h->turn, under one protected call with the
/// traceback handler, a fresh budget and the memory ceiling. Returns 0 with the integer in
/// *out, 1 on a Lua error (message on top, pop it), 2 when the hook returned something other
/// than an integer or nil (h->detail says what).
int mb_call_hook(mb_host *h, int fn_slot, int board_slot, int label, long long *out);

/// Hook calls and the allocations made during them, summed over every state closed so far in
/// this process (each state adds its own counts, h->hook_calls and h->hook_allocations, when it
/// closes). Thread safe.
void mb_closed_hook_totals(unsigned long long *calls, unsigned long long *allocations);

/// Line where the function on top of the stack is defined (pops it); 0 if unknown.
int mb_function_line(lua_State *L);
/// Chunk name and current line of the Lua function `level` levels up (1 = the caller of the
/// running C function); 0 if unknown. `name` gets the short source.
int mb_caller_line(lua_State *L, int level, char *name, size_t namelen);

/// Reads the watchdog's call counter atomically.
unsigned long mb_calls(const mb_host *h);
int mb_label(const mb_host *h);
/// Asks the running call to stop at its next instruction count check (thread safe).
void mb_interrupt(mb_host *h);

// Macros Swift cannot import.
void mb_pop(lua_State *L, int n);
void mb_newtable(lua_State *L);
const char *mb_tostring(lua_State *L, int idx, size_t *len);
int mb_registryindex(void);
int mb_upvalueindex(int i);
