// The limited allocator: the memory ceiling and the strings charged to the budget (see allocator.h).
#include "CLuaBridge.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// Notes where the script was when an allocation was refused, for the memory-limit message:
/// Lua raises a memory error without calling the message handler, so no traceback records it,
/// and by the time the host catches the error the stack is unwound. Reading the stack here is
/// safe: any allocation may raise, so Lua keeps its call stack consistent at every one, and
/// mb_script_frame only reads it. The main thread is the one the host called; while a coroutine
/// runs, the main thread waits in its resume, whose line is then the one noted.
/// Only up to Lua 5.4.4 (Debian's): from 5.4.5 on, growing a stack turns its pointers into
/// offsets around the allocation (ldo.c, relstack), so a refusal there would read a stack in
/// flux; the message then has no line.
static void note_refusal_place(mb_host *h) {
    h->refused_line = 0;
#if LUA_VERSION_RELEASE_NUM <= 50404
    lua_Debug ar;
    if (mb_script_frame(h->main, 0, &ar)) {
        h->refused_line = ar.currentline;
        memcpy(h->refused_source, ar.short_src, sizeof h->refused_source);
    }
#endif
}

/// Refuses an allocation while Lua code runs. Lua retries a refused request once, after a full
/// collection (the next request the allocator sees); if the retry is refused too, Lua raises a
/// memory error, and the call is then stopped at the main thread's next instruction (see
/// count_hook): a script that catches memory errors with pcall would otherwise fill memory
/// again and again, each time spending far more time than the instructions it is charged.
static void *refuse(mb_host *h) {
    h->memory_refused = 1;
    note_refusal_place(h);
    if (h->refusal_pending) {
        h->memory_error = 1;
        if (!h->budget_spent && lua_gethookcount(h->main) != 1) mb_set_count_hook(h->main, 1);
    }
    h->refusal_pending = 1;
    return NULL;
}

/// The C functions of the string library (upper, lower, rep, sub, reverse, format, concat, …)
/// do work in proportion to the strings they make, which no count hook sees: a hook calling
/// `s:upper()` on 10 MB strings in a loop would run for seconds per call on a few hundred
/// counted instructions. So the strings a call makes are charged to its instruction budget, one
/// instruction for every BYTES_PER_INSTRUCTION bytes: measured with Lua 5.4.4, upper/lower take
/// about a third of a VM instruction's time a byte and rep about three quarters, so this
/// undercharges them a little and leaves honest scripts (short strings) far from the budget.
/// Tables and stacks are not charged: the VM instructions that fill them are counted already,
/// and a script that piles them up meets the memory ceiling, whose message says so.
#define BYTES_PER_INSTRUCTION 4

/// Refuses growth past the ceiling while Lua code runs. While host code runs (Swift between
/// calls, or inside the trampoline) nothing is refused: a failure there would raise across a
/// Swift frame, so a real out-of-memory is fatal instead.
void *mb_limited_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    mb_host *h = (mb_host *)ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        free(ptr);
        h->used -= old;
        return NULL;
    }
    if (h->enforce && nsize > old && h->used + (nsize - old) > h->ceiling) return refuse(h);
    h->refusal_pending = 0;
    void *p = realloc(ptr, nsize);
    if (p == NULL) {
        if (h->enforce) return refuse(h);
        fputs("memory: out of memory in the Lua host\n", stderr);
        abort();
    }
    h->used = h->used - old + nsize;
    if (nsize > old) {
        h->allocations++;
        // The strings a running call makes are charged to its budget (see BYTES_PER_INSTRUCTION).
        // Lua allocates a new object with no block and its type tag in `osize`.
        if (h->enforce && ptr == NULL && (osize & 0x0F) == LUA_TSTRING) {
            h->remaining -= (long long)((nsize - old) / BYTES_PER_INSTRUCTION);
            // Spent: stop at the main thread's next instruction rather than at the next count
            // (a loop of big string calls runs few instructions between counts). lua_sethook
            // may be called at any moment (see arm in budget.c); coroutines stop at their next count.
            if (h->remaining <= 0 && !h->budget_spent && lua_gethookcount(h->main) != 1) mb_set_count_hook(h->main, 1);
        }
    }
    return p;
}
