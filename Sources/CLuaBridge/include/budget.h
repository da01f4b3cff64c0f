#pragma once
// The instruction budget: the count hook, and the thread that arms it on long calls.
#include "CLuaBridge.h"

#define HOOK_INTERVAL 1000

/// Budgets at least this large are counted lazily (see arm in budget.c): the count hook makes Lua 5.4 run
/// luaG_traceexec on every instruction of a hooked thread, about doubling the VM's cost, so a
/// call starts with no hook on the main thread and the arming thread installs it once the call
/// has been running for about ARM_AFTER_MS. Smaller budgets are counted from the first
/// instruction (an uncounted millisecond would be a large part of them).
#define LAZY_MIN_BUDGET 1000000LL

/// Installs the count hook on `L`, firing every `interval` instructions.
void mb_set_count_hook(lua_State *L, int interval);
/// Charges `instructions` of host work (a line a script prints) to the running call's budget;
/// once it is spent the call stops at its next instruction, as it does at the count hook. Never
/// raises: safe to call from Swift.
void mb_charge(lua_State *L, long long instructions);
/// Stops the running call for good (see budget.c); raises, never returns.
int mb_stop_call(lua_State *L, mb_host *h, lua_Debug *ar);
/// Adds a lazily counted state to the arming thread's list (starting the thread once), and
/// takes it off.
void mb_armer_add(mb_host *h);
void mb_armer_remove(mb_host *h);

/// Reads the watchdog's call counter atomically.
unsigned long mb_calls(const mb_host *h);
int mb_label(const mb_host *h);
/// Asks the running call to stop at its next instruction count check (thread safe).
void mb_interrupt(mb_host *h);

/// Starts and ends a call of the host into Lua: a fresh budget, the memory ceiling enforced,
/// and the watchdog's counter and label. Inline: every hook call goes through them.
///
/// Calls labelled `shared_label` that follow one another with no other call between (the
/// `match` questions the engine asks together) share one budget: each goes on from what the
/// one before left, and a count hook that one of them got stays on for the next, so that
/// thousands of calls, each well within a call's budget, cannot together stall the game.
static inline void mb_begin_call(mb_host *h, lua_State *L, int label) {
    int shared = label == h->shared_label && label == h->last_label && !h->budget_spent;
    h->last_label = label;
    if (!shared) h->remaining = h->budget;
    h->memory_refused = 0;
    h->memory_error = 0;
    h->refusal_pending = 0;
    h->pattern_refused = 0;
    if (h->lazy) {
        // Start unhooked; the arming thread hooks the call if it runs long. Whoever hooks the
        // main thread sets main_hooked afterwards, and it is taken (exchanged for 0) before
        // unhooking, so a hook set at any moment is followed by a flag that a later call sees:
        // at worst a call that starts as the arming thread acts runs counted, never uncounted
        // once armed.
        h->budget_spent = 0;
        if (!shared && __atomic_load_n(&h->main_hooked, __ATOMIC_RELAXED) && __atomic_exchange_n(&h->main_hooked, 0, __ATOMIC_ACQ_REL))
            lua_sethook(L, NULL, 0, 0);
    } else if (h->budget_spent || lua_gethook(L) == NULL) {
        h->budget_spent = 0;
        mb_set_count_hook(L, HOOK_INTERVAL);
    }
    // One writer (this thread), one reader (the watchdog): plain atomic stores suffice.
    __atomic_store_n(&h->interrupt, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&h->label, label, __ATOMIC_RELAXED);
    __atomic_store_n(&h->calls, h->calls + 1, __ATOMIC_RELEASE);
    h->enforce = 1;
}

static inline void mb_end_call(mb_host *h) {
    h->enforce = 0;
    __atomic_store_n(&h->calls, h->calls + 1, __ATOMIC_RELEASE);
}
