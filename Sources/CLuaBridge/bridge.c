#include "CLuaBridge.h"
#include <math.h>
#include <pthread.h>
#include <time.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define HOOK_INTERVAL 1000

/// Stack slots the host keeps for the life of the state, below everything else: the message
/// handler (so that no call pushes and removes it), the event view, the field names and data
/// tables the host writes before a call (see "Event views"), the faces table, and the pinned
/// values (hook functions and the board: see mb_pin).
enum {
    HANDLER_SLOT = 1,
    EVENT_SLOT = 2,
    EVENT_KEY_SLOT = 3,                      // 7 names: event_keys
    CARD_KEY_SLOT = EVENT_KEY_SLOT + 7,      // 6 names: card_keys
    EVENT_DATA_SLOT = CARD_KEY_SLOT + 6,
    CARD_DATA_SLOT = EVENT_DATA_SLOT + 1,    // 4 tables
    FACES_SLOT = CARD_DATA_SLOT + 4,
    PINNED_SLOT = FACES_SLOT + 1,            // MB_PINNED values
    PERMANENT_SLOTS = PINNED_SLOT + MB_PINNED - 1
};


mb_host *mb_host_of(lua_State *L) {
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return (mb_host *)ud;
}

// MARK: Script frames

/// Finds, from stack `level` of `L` outwards, the innermost frame running a script's own code (a
/// chunk loaded from a file, whose name starts with '@': not the sandbox's prelude, not a C
/// function) at a known line, and fills `ar` with its source and current line. 0 if none.
/// Reads the call stack only: it allocates nothing and raises nothing.
static int script_frame(lua_State *L, int level, lua_Debug *ar) {
    for (; lua_getstack(L, level, ar); level++) {
        if (lua_getinfo(L, "Sl", ar) && ar->source[0] == '@' && ar->currentline > 0) return 1;
    }
    return 0;
}

// MARK: Memory

/// Notes where the script was when an allocation was refused, for the memory-limit message:
/// Lua raises a memory error without calling the message handler, so no traceback records it,
/// and by the time the host catches the error the stack is unwound. Reading the stack here is
/// safe: any allocation may raise, so Lua keeps its call stack consistent at every one, and
/// script_frame only reads it. The main thread is the one the host called; while a coroutine
/// runs, the main thread waits in its resume, whose line is then the one noted.
/// Only up to Lua 5.4.4 (Debian's): from 5.4.5 on, growing a stack turns its pointers into
/// offsets around the allocation (ldo.c, relstack), so a refusal there would read a stack in
/// flux; the message then has no line.
static void note_refusal_place(mb_host *h) {
    h->refused_line = 0;
#if LUA_VERSION_RELEASE_NUM <= 50404
    lua_Debug ar;
    if (script_frame(h->main, 0, &ar)) {
        h->refused_line = ar.currentline;
        memcpy(h->refused_source, ar.short_src, sizeof h->refused_source);
    }
#endif
}

static void set_count_hook(lua_State *L, int interval);

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
        if (!h->budget_spent && lua_gethookcount(h->main) != 1) set_count_hook(h->main, 1);
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
static void *limited_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
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
            // may be called at any moment (see arm); coroutines stop at their next count.
            if (h->remaining <= 0 && !h->budget_spent && lua_gethookcount(h->main) != 1) set_count_hook(h->main, 1);
        }
    }
    return p;
}

// MARK: Instruction budget

/// Budgets at least this large are counted lazily (see `arm`): the count hook makes Lua 5.4 run
/// luaG_traceexec on every instruction of a hooked thread, about doubling the VM's cost, so a
/// call starts with no hook on the main thread and the arming thread installs it once the call
/// has been running for about ARM_AFTER_MS. Smaller budgets are counted from the first
/// instruction (an uncounted millisecond would be a large part of them).
#define LAZY_MIN_BUDGET 1000000LL
#define ARM_AFTER_MS 1

static void count_hook(lua_State *L, lua_Debug *ar);

static void set_count_hook(lua_State *L, int interval) {
    lua_sethook(L, count_hook, LUA_MASKCOUNT, interval);
    // Tell begin_call that the main thread may be hooked (after hooking it: see begin_call).
    mb_host *h = mb_host_of(L);
    if (L == h->main) __atomic_store_n(&h->main_hooked, 1, __ATOMIC_RELEASE);
}

/// Stops the running call for good (the budget is spent, memory was refused, or the call was
/// interrupted): raises the error, naming the line of `ar` (the running Lua code; NULL if
/// unknown), and from then on the count hook fires on every instruction so that pcall, error
/// handlers or __close cannot keep the script running.
static int stop_call(lua_State *L, mb_host *h, lua_Debug *ar) {
    if (!h->budget_spent) {
        h->budget_spent = 1;
        set_count_hook(L, 1);
        // The main thread (waiting in a resume if this is a coroutine) must stop too, even if
        // the arming thread has not hooked it yet. It is not running: safe to set here.
        if (h->main != L) set_count_hook(h->main, 1);
    }
    const char *what = h->interrupt ? "script interrupted"
                     : h->memory_error ? "not enough memory" : "instruction budget exceeded";
    if (ar && lua_getinfo(L, "Sl", ar) && ar->currentline > 0)
        lua_pushfstring(L, "%s:%d: %s", ar->short_src, ar->currentline, what);
    else
        lua_pushstring(L, what);
    return lua_error(L);
}

/// Counts instructions against the one budget of the state (all coroutines share it through
/// the allocator's user data; the pattern guard charges C string work to it too).
static void count_hook(lua_State *L, lua_Debug *ar) {
    mb_host *h = mb_host_of(L);
    int interval = lua_gethookcount(L);
    h->remaining -= interval;
    if (!h->budget_spent && interval != HOOK_INTERVAL) set_count_hook(L, HOOK_INTERVAL);
    if (h->remaining <= 0 || h->interrupt || h->memory_error) stop_call(L, h, ar);
}

/// Hooks the main thread of a state whose call is running on another OS thread. lua_sethook is
/// meant to be called asynchronously (lua.c does it from a SIGINT handler; ldebug.c: "hookmask
/// is an atomic value", "hook is always checked before being called", the VM rereads the
/// volatile `trap` at every jump and loop). Coroutines need nothing: they are hooked when
/// created (see cocreate/cowrap), and the main thread is only ever run by the host.
static void arm(mb_host *h) {
    if (lua_gethook(h->main) == NULL) set_count_hook(h->main, HOOK_INTERVAL);
}

static pthread_mutex_t armer_lock = PTHREAD_MUTEX_INITIALIZER;
static mb_host *armer_hosts = NULL;
static int armer_started = 0;

/// Looks at every lazily counted state every ARM_AFTER_MS while any of them is busy (backing
/// off to 16 ms while all are idle) and hooks a call seen running at two looks in a row.
static void *armer_main(void *unused) {
    (void)unused;
    long sleep_ms = ARM_AFTER_MS;
    for (;;) {
        struct timespec ts = { sleep_ms / 1000, (sleep_ms % 1000) * 1000000L };
        nanosleep(&ts, NULL);
        int busy = 0;
        pthread_mutex_lock(&armer_lock);
        for (mb_host *h = armer_hosts; h; h = h->next_host) {
            unsigned long c = mb_calls(h);
            if (c != h->armer_seen) { h->armer_seen = c; busy = 1; continue; }
            if (!(c & 1)) continue;
            busy = 1;
            if (h->armed_call != c) { h->armed_call = c; arm(h); }
        }
        pthread_mutex_unlock(&armer_lock);
        sleep_ms = busy ? ARM_AFTER_MS : (sleep_ms < 16 ? sleep_ms * 2 : 16);
    }
    return NULL;
}

static void armer_add(mb_host *h) {
    pthread_mutex_lock(&armer_lock);
    h->next_host = armer_hosts;
    armer_hosts = h;
    if (!armer_started) {
        pthread_t thread;
        pthread_attr_t attr;
        pthread_attr_init(&attr);
        pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
        pthread_attr_setstacksize(&attr, 64 * 1024);
        if (pthread_create(&thread, &attr, armer_main, NULL) == 0) armer_started = 1;
        pthread_attr_destroy(&attr);
    }
    if (!armer_started) h->lazy = 0;   // no arming thread: count from the first instruction
    pthread_mutex_unlock(&armer_lock);
}

static void armer_remove(mb_host *h) {
    pthread_mutex_lock(&armer_lock);
    for (mb_host **p = &armer_hosts; *p; p = &(*p)->next_host) {
        if (*p == h) { *p = h->next_host; break; }
    }
    pthread_mutex_unlock(&armer_lock);
}

void mb_interrupt(mb_host *h) {
    __atomic_store_n(&h->interrupt, 1, __ATOMIC_SEQ_CST);
    pthread_mutex_lock(&armer_lock);   // the state stays open while the lock is held
    for (mb_host *o = armer_hosts; o; o = o->next_host) {
        if (o == h) { arm(h); break; }
    }
    pthread_mutex_unlock(&armer_lock);
}
unsigned long mb_calls(const mb_host *h) { return __atomic_load_n(&h->calls, __ATOMIC_ACQUIRE); }
int mb_label(const mb_host *h) { return __atomic_load_n(&h->label, __ATOMIC_ACQUIRE); }

// MARK: Coroutines

// coroutine.create and coroutine.wrap as in lcorolib.c (Lua 5.4.4, MIT licence), except that
// the new thread gets the count hook at once: the arming thread only ever hooks main threads.

static int auxresume(lua_State *L, lua_State *co, int narg) {
    int status, nres;
    if ((!lua_checkstack(co, narg))) {
        lua_pushliteral(L, "too many arguments to resume");
        return -1;
    }
    lua_xmove(L, co, narg);
    status = lua_resume(co, L, narg, &nres);
    if ((status == LUA_OK || status == LUA_YIELD)) {
        if ((!lua_checkstack(L, nres + 1))) {
            lua_pop(co, nres);
            lua_pushliteral(L, "too many results to resume");
            return -1;
        }
        lua_xmove(co, L, nres);
        return nres;
    }
    lua_xmove(co, L, 1);
    return -1;
}

static int auxwrap(lua_State *L) {
    lua_State *co = lua_tothread(L, lua_upvalueindex(1));
    int r = auxresume(L, co, lua_gettop(L));
    if ((r < 0)) {
        int stat = lua_status(co);
        if (stat != LUA_OK && stat != LUA_YIELD) {
            stat = lua_resetthread(co);
            lua_xmove(co, L, 1);
        }
        if (stat != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
            luaL_where(L, 1);
            lua_insert(L, -2);
            lua_concat(L, 2);
        }
        return lua_error(L);
    }
    return r;
}

static lua_State *new_hooked_thread(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_State *NL = lua_newthread(L);
    lua_pushvalue(L, 1);
    lua_xmove(L, NL, 1);
    set_count_hook(NL, mb_host_of(L)->budget_spent ? 1 : HOOK_INTERVAL);
    return NL;
}

static int cocreate(lua_State *L) {
    new_hooked_thread(L);
    return 1;
}

static int cowrap(lua_State *L) {
    new_hooked_thread(L);
    lua_pushcclosure(L, auxwrap, 1);
    return 1;
}

// MARK: Errors

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

static int guarded_xpcall(lua_State *L) {
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

static inline void begin_call(mb_host *h, lua_State *L, int label) {
    h->remaining = h->budget;
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
        if (__atomic_load_n(&h->main_hooked, __ATOMIC_RELAXED) && __atomic_exchange_n(&h->main_hooked, 0, __ATOMIC_ACQ_REL))
            lua_sethook(L, NULL, 0, 0);
    } else if (h->budget_spent || lua_gethook(L) == NULL) {
        h->budget_spent = 0;
        set_count_hook(L, HOOK_INTERVAL);
    }
    // One writer (this thread), one reader (the watchdog): plain atomic stores suffice.
    __atomic_store_n(&h->interrupt, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&h->label, label, __ATOMIC_RELAXED);
    __atomic_store_n(&h->calls, h->calls + 1, __ATOMIC_RELEASE);
    h->enforce = 1;
}

static inline void end_call(mb_host *h) {
    h->enforce = 0;
    __atomic_store_n(&h->calls, h->calls + 1, __ATOMIC_RELEASE);
}

int mb_pcall(lua_State *L, int nargs, int nresults, int label) {
    mb_host *h = mb_host_of(L);
    if (!lua_checkstack(L, 4)) return LUA_ERRMEM;
    begin_call(h, L, label);
    int status = lua_pcall(L, nargs, nresults, HANDLER_SLOT);
    end_call(h);
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

/// What makes a pattern's matching slow: its repetitions (unbounded quantifiers * + -, and
/// balanced matches %b, which scan to the end of the subject), its optional items (?), and
/// whether it is anchored.
typedef struct { int repetitions, optionals, anchored; } pattern_shape;

/// The shape of pattern `p` (`len` bytes). A quantified or optional item with nothing after it
/// but capture ends is not counted: the rest of the pattern then matches at once, so the
/// matcher keeps the first length it tries and never backtracks over it ("%d+", "(%S+)").
/// gmatch takes a leading '^' as a plain character, not an anchor.
static pattern_shape shape_of(const char *p, size_t len, int gmatch) {
    pattern_shape shape = { 0, 0, !gmatch && len > 0 && p[0] == '^' };
    int last_repeats = 0, last_optional = 0;   // what the last item counted, if it is last
    size_t i = shape.anchored ? 1 : 0;
    while (i < len) {
        char c = p[i];
        size_t next;
        if (c == '(' || c == ')') { i++; continue; }   // captures match no character
        last_repeats = last_optional = 0;             // this item follows the ones before
        if (c == '%') {
            char d = i + 1 < len ? p[i + 1] : 0;
            if (d == 'b') { shape.repetitions++; i += 4; continue; }
            if (d == 'f') { i += 2; if (i < len && p[i] == '[') i = skip_set(p, len, i); continue; }
            if (d >= '0' && d <= '9') { i += 2; continue; }
            next = i + 2;
        } else if (c == '[') {
            next = skip_set(p, len, i);
        } else {
            next = i + 1;
        }
        if (next < len) {
            char m = p[next];
            if (m == '*' || m == '+' || m == '-') { shape.repetitions++; last_repeats = 1; next++; }
            else if (m == '?') { shape.optionals++; last_optional = 1; next++; }
        }
        i = next;
    }
    shape.repetitions -= last_repeats;
    shape.optionals -= last_optional;
    return shape;
}

/// Plain pattern characters compared in about the time of one matcher step.
#define LITERAL_CHARS_PER_UNIT 16

/// The number of ways `k` repetitions can take lengths that add up to at most `n` characters,
/// C(n + k, k) (as a double; anything past 1e30 is past every cap).
static double ways_to_share(double n, int k) {
    double ways = 1;
    for (int i = 1; i <= k && ways < 1e30; i++) ways = ways * (n + i) / i;
    return ways;
}

/// The estimated worst-case work, in matcher steps, of matching a pattern of `shape` and `len`
/// bytes against a subject of `n` characters. The matcher can try every combination of lengths
/// of the repetitions, from every start position when unanchored (the start is then one more
/// length); as the lengths share the subject, there are C(n + k, k) of them for k in all, not
/// (n + 1)^k. Each optional item doubles that, and every start also compares the pattern's plain
/// characters.
static double estimated_work(pattern_shape shape, size_t len, size_t n) {
    double starts = shape.anchored ? 1 : (double)n + 1;
    double ways = ways_to_share((double)n, shape.repetitions + !shape.anchored) * pow(2, shape.optionals > 60 ? 60 : shape.optionals);
    return ways + starts * (double)len / LITERAL_CHARS_PER_UNIT;
}

/// Instructions of the call's budget one unit of estimated work costs: about what a unit takes
/// in time relative to a Lua VM instruction, measured with Debian's Lua 5.4.4: a numeric for
/// loop doing `x = x + i` ran 3.7 ns an instruction; gsub("a", "aa") over 10^7 characters
/// (10^7 units) took 33 ns a unit (8.8 instructions), gsub("%a", "x") 40 ns (10.7), a gsub that
/// never matches 13 ns (3.4); backtracking patterns at their worst ("a-a-b", "a*b", "%d+x%d+",
/// trimming spaces) 7 to 17 ns a unit, 20 optional items 61 ns.
#define PATTERN_UNIT_COST 8

/// Charges `work` to the running call's instruction budget, which the count hook decrements
/// too, and stops the call as the count hook does once the budget is spent. The C matcher cannot
/// be interrupted, so a hook could otherwise loop over calls that are each under the guard's cap
/// (a gsub that doubles a string, say) for as long as it liked.
static void charge_work(lua_State *L, mb_host *h, double work) {
    double cost = work * PATTERN_UNIT_COST;
    if (cost < (double)h->remaining) { h->remaining -= (long long)cost; return; }
    h->remaining = 0;
    lua_Debug ar;
    stop_call(L, h, script_frame(L, 1, &ar) ? &ar : NULL);
}

/// Raises the guard's refusal of a call whose estimated work is over the state's cap.
static int refuse_pattern(lua_State *L, mb_host *h, const char *name, const char *p, size_t len, size_t n, pattern_shape shape) {
    h->pattern_refused = 1;
    const char *shown = len > 40 ? "(long pattern)" : p;
    if (shape.repetitions == 0)
        return luaL_error(L, "string.%s: pattern '%s' is too long for a subject of %d characters "
                          "(comparing it at every position could take minutes): shorten the pattern or the text",
                          name, shown, (int)n);
    return luaL_error(L, "string.%s: pattern '%s' is too complex for a subject of %d characters "
                      "(%d repetition%s could backtrack for minutes): simplify the pattern or shorten the text",
                      name, shown, (int)n, shape.repetitions, shape.repetitions == 1 ? "" : "s");
}

/// Refuses find/match/gmatch/gsub calls whose worst case would run for minutes (a count hook
/// cannot interrupt the C matcher), charges the others' estimated work to the call's budget,
/// then calls the original function. A plain find (which Lua also does for a pattern without
/// special characters) compares the pattern at every position, like a pattern without repetitions.
static int pattern_guard(lua_State *L) {
    size_t n = 0, len = 0;
    const char *name = lua_tostring(L, lua_upvalueindex(2));
    if (lua_type(L, 1) == LUA_TSTRING) lua_tolstring(L, 1, &n);
    else n = 64;
    const char *p = (lua_type(L, 2) == LUA_TSTRING) ? lua_tolstring(L, 2, &len) : NULL;
    if (p != NULL) {
        mb_host *h = mb_host_of(L);
        pattern_shape shape = { 0, 0, 0 };
        if (!(strcmp(name, "find") == 0 && lua_toboolean(L, 4))) shape = shape_of(p, len, strcmp(name, "gmatch") == 0);
        double work = estimated_work(shape, len, n);
        if (work > (double)h->pattern_work) return refuse_pattern(L, h, name, p, len, n, shape);
        charge_work(L, h, work);
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

// Hooks get the same tables every call; nothing is allocated per call. The views table
// (registry, host->views_ref) holds: [1] the event view, [2] the cards view, [3..6] the card
// views, [7] the cards' data (the card views of this turn, refreshed only when the count of
// cards changes), [8] the faces table (key, label, key, label, ...), [9] the event's data,
// [10..13] the cards' data. Every view is an empty table whose metatable sends reads to its data
// TABLE (the VM's fast path, no C call), whose writes raise and whose metatable is hidden; the
// prelude also refuses rawset on them. A data table starts empty (the event's holds `cards`):
// the first read of a field calls a C function that stores the value there, and before each
// call the host rewrites only the stored fields whose values changed (host->*_cached say which).
// The host also keeps the event view, the data tables, the faces table and the field names on
// permanent stack slots (see the enum at the top), so that a call refreshes them without
// looking anything up.
//
// What scripts see: `e`, `e.cards` and each card view are the same tables in every call of
// every hook of a state. A script that keeps one (in an upvalue, a global) and reads it in a
// later call reads that later call's turn, never an old one; a kept card view whose position is
// not in the running turn (on_finish has no cards) reads nil. Writes raise, in every call.
// (Tested by HookTests.keptTablesShowTheRunningCall.)
enum { V_EVENT = 1, V_CARDS = 2, V_CARD1 = 3, CARDS_DATA = 7, FACES = 8, EVENT_DATA = 9, CARD_DATA1 = 10 };

static const char *event_keys[] = { "cards", "player", "move", "elapsed", "score", "streak", "pairs_left", NULL };
static const char *card_keys[] = { "index", "key", "label", "seen", "times_seen", "face_up_seconds", NULL };
enum { E_CARDS, E_PLAYER, E_MOVE, E_ELAPSED, E_SCORE, E_STREAK, E_PAIRS_LEFT };
enum { C_INDEX, C_KEY, C_LABEL, C_SEEN, C_TIMES_SEEN, C_FACE_UP };

static int field_id(const char **keys, const char *k) {
    for (int i = 0; keys[i]; i++) if (strcmp(keys[i], k) == 0) return i;
    return -1;
}

/// Pushes views[slot].
static void push_view(lua_State *L, mb_host *h, int slot) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->views_ref);
    lua_rawgeti(L, -1, slot);
    lua_remove(L, -2);
}

/// Pushes the value of event field `id` (exactly one value). Only for the fields after `cards`.
static void event_value(lua_State *L, const mb_event *e, int id) {
    switch (id) {
    case E_PLAYER: lua_pushinteger(L, e->player + 1); break;
    case E_MOVE: lua_pushinteger(L, e->move); break;
    case E_ELAPSED: lua_pushnumber(L, e->elapsed); break;
    case E_SCORE: lua_pushinteger(L, e->score); break;
    case E_STREAK: lua_pushinteger(L, e->streak); break;
    default: lua_pushinteger(L, e->pairs_left); break;
    }
}

/// Pushes the value of field `id` of card `c` (exactly one value). `faces` is the stack index of
/// the faces table, or 0 to fetch it from the views table (in a C function called by Lua, which
/// cannot reach the host's permanent slots).
static void card_value(lua_State *L, mb_host *h, const mb_card *c, int id, int faces) {
    switch (id) {
    case C_INDEX: lua_pushinteger(L, c->index + 1); break;
    case C_SEEN: lua_pushboolean(L, c->times_seen > 0); break;
    case C_TIMES_SEEN: lua_pushinteger(L, c->times_seen); break;
    case C_FACE_UP: lua_pushnumber(L, c->face_up_seconds); break;
    default:
        if (faces) {
            lua_rawgeti(L, faces, 2 * c->face + (id == C_KEY ? 1 : 2));
        } else {
            push_view(L, h, FACES);
            lua_rawgeti(L, -1, 2 * c->face + (id == C_KEY ? 1 : 2));
            lua_remove(L, -2);
        }
    }
}

#define BIT(id) (1u << (id))

/// The event fields whose values differ between `a` and `b`.
static unsigned event_changes(const mb_event *a, const mb_event *b) {
    unsigned changed = 0;
    if (a->player != b->player) changed |= BIT(E_PLAYER);
    if (a->move != b->move) changed |= BIT(E_MOVE);
    if (memcmp(&a->elapsed, &b->elapsed, sizeof a->elapsed) != 0) changed |= BIT(E_ELAPSED);
    if (a->score != b->score) changed |= BIT(E_SCORE);
    if (a->streak != b->streak) changed |= BIT(E_STREAK);
    if (a->pairs_left != b->pairs_left) changed |= BIT(E_PAIRS_LEFT);
    return changed;
}

/// __index of a data table (upvalue: 0 for the event, n for card n): computes the field, keeps
/// it in the data table (argument 1) and returns it.
static int data_index(lua_State *L) {
    int v = (int)lua_tointeger(L, lua_upvalueindex(1));
    mb_host *h = mb_host_of(L);
    if (lua_type(L, 2) != LUA_TSTRING) return 0;
    const char *k = lua_tostring(L, 2);
    if (v == 0) {
        int id = field_id(event_keys, k);
        if (id <= E_CARDS) return 0;
        event_value(L, &h->turn.event, id);
        h->event_source = h->turn.event;   // the kept fields all hold these values
        h->event_cached |= BIT(id);
    } else {
        int id = field_id(card_keys, k);
        if (id < 0 || v > h->turn.ncards) return 0;
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
    if ((cached & BIT(C_INDEX)) && now->index != was->index) changed |= BIT(C_INDEX);
    if ((cached & (BIT(C_KEY) | BIT(C_LABEL))) && now->face != was->face) changed |= BIT(C_KEY) | BIT(C_LABEL);
    if ((cached & BIT(C_SEEN)) && (now->times_seen > 0) != (was->times_seen > 0)) changed |= BIT(C_SEEN);
    if ((cached & BIT(C_TIMES_SEEN)) && now->times_seen != was->times_seen) changed |= BIT(C_TIMES_SEEN);
    if ((cached & BIT(C_FACE_UP)) && memcmp(&now->face_up_seconds, &was->face_up_seconds, sizeof now->face_up_seconds) != 0)
        changed |= BIT(C_FACE_UP);
    return changed & cached;
}

/// Brings the kept fields of the data tables up to date with host->turn (before a call, on the
/// host's stack). With `faces_changed`, keys and labels are rewritten too. Only changed values
/// are written, each with lua_settable: the field is already in the table and a data table's
/// metatable has only __index, so this is a raw write, through a shorter path than lua_rawset
/// (no generic luaH_set, no metamethod-cache reset): about 15 instructions less per write.
/// Removing a field (a card that left the turn) uses lua_rawset.
static void sync_views(lua_State *L, mb_host *h, int faces_changed) {
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
        if (faces_changed) changed |= cached & (BIT(C_KEY) | BIT(C_LABEL));
        if (!changed) continue;
        h->card_source[i] = *now;
        do {
            int id = __builtin_ctz(changed);
            changed &= changed - 1;
            lua_pushvalue(L, CARD_KEY_SLOT + id);
            if (id == C_SEEN) lua_pushboolean(L, now->times_seen > 0);
            else card_value(L, h, now, id, FACES_SLOT);
            lua_settable(L, data);
        } while (changed);
    }
}

/// __pairs of the event and card views: a snapshot table.
static int view_pairs(lua_State *L) {
    int v = (int)lua_tointeger(L, lua_upvalueindex(1));
    mb_host *h = mb_host_of(L);
    lua_getglobal(L, "next");
    lua_newtable(L);
    if (v == 0) {
        push_view(L, h, V_CARDS);
        lua_setfield(L, -2, event_keys[E_CARDS]);
        for (int i = E_PLAYER; event_keys[i]; i++) {
            event_value(L, &h->turn.event, i);
            lua_setfield(L, -2, event_keys[i]);
        }
    } else if (v <= h->turn.ncards) {
        for (int i = 0; card_keys[i]; i++) {
            card_value(L, h, &h->turn.cards[v - 1], i, 0);
            lua_setfield(L, -2, card_keys[i]);
        }
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
    push_view(L, mb_host_of(L), V_CARD1 + (int)i - 1);
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
/// `data` of the views table; `upvalue` < 0 marks the cards list.
static void make_view(lua_State *L, int views, int slot, int data, int upvalue) {
    lua_newtable(L);
    lua_newtable(L);
    int mt = lua_gettop(L);
    lua_rawgeti(L, views, data);
    lua_setfield(L, mt, "__index");
    if (upvalue < 0) {
        lua_pushcfunction(L, cards_len); lua_setfield(L, mt, "__len");
        lua_pushcfunction(L, cards_pairs); lua_setfield(L, mt, "__pairs");
    } else {
        lua_pushinteger(L, upvalue); lua_pushcclosure(L, view_pairs, 1); lua_setfield(L, mt, "__pairs");
    }
    lua_pushcfunction(L, view_newindex); lua_setfield(L, mt, "__newindex");
    lua_pushboolean(L, 0); lua_setfield(L, mt, "__metatable");
    lua_setmetatable(L, -2);
    lua_rawseti(L, views, slot);
}

/// A data table at `slot` whose missing fields come from data_index.
static void make_data(lua_State *L, int views, int slot, int upvalue) {
    lua_createtable(L, 0, 8);
    lua_createtable(L, 0, 1);
    lua_pushinteger(L, upvalue);
    lua_pushcclosure(L, data_index, 1);
    lua_setfield(L, -2, "__index");
    lua_setmetatable(L, -2);
    lua_rawseti(L, views, slot);
}

static void make_views(lua_State *L, mb_host *h) {
    lua_createtable(L, 13, 0);
    int views = lua_gettop(L);
    lua_createtable(L, 4, 0); lua_rawseti(L, views, CARDS_DATA);
    lua_newtable(L); lua_rawseti(L, views, FACES);
    make_data(L, views, EVENT_DATA, 0);
    for (int i = 0; i < 4; i++) make_data(L, views, CARD_DATA1 + i, i + 1);
    make_view(L, views, V_EVENT, EVENT_DATA, 0);
    make_view(L, views, V_CARDS, CARDS_DATA, -1);
    for (int i = 0; i < 4; i++) make_view(L, views, V_CARD1 + i, CARD_DATA1 + i, i + 1);
    lua_rawgeti(L, views, EVENT_DATA);
    lua_rawgeti(L, views, V_CARDS);
    lua_setfield(L, -2, "cards");
    lua_pop(L, 1);
    h->views_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    h->cards_shown = -1;
}

/// Puts this turn's card views in the cards list (only when the number of cards changed).
static void show_cards(lua_State *L, mb_host *h) {
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
    lua_pushcfunction(L, guarded_xpcall); lua_setfield(L, -2, "xpcall");
    luaL_requiref(L, LUA_TABLIBNAME, luaopen_table, 1);
    luaL_requiref(L, LUA_STRLIBNAME, luaopen_string, 1);
    int strings = lua_gettop(L);
    luaL_requiref(L, LUA_MATHLIBNAME, luaopen_math, 1);
    luaL_requiref(L, LUA_UTF8LIBNAME, luaopen_utf8, 1);
    luaL_requiref(L, LUA_COLIBNAME, luaopen_coroutine, 1);
    lua_pushcfunction(L, cocreate); lua_setfield(L, -2, "create");
    lua_pushcfunction(L, cowrap); lua_setfield(L, -2, "wrap");
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
    h->main = L;
    h->lazy = budget >= LAZY_MIN_BUDGET;
    if (h->lazy) armer_add(h);
    lua_pushcfunction(L, open_sandbox);
    if (lua_pcall(L, 0, 0, 0) != LUA_OK) { mb_close(L); return NULL; }
    // Room for the permanent slots and a call's few values, reserved once (the stack never
    // shrinks below what the base frame was promised).
    if (!lua_checkstack(L, PERMANENT_SLOTS + 2 * LUA_MINSTACK)) { mb_close(L); return NULL; }
    lua_pushcfunction(L, message_handler);   // HANDLER_SLOT
    push_view(L, h, V_EVENT);                // EVENT_SLOT
    for (int i = 0; event_keys[i]; i++) lua_pushstring(L, event_keys[i]);
    for (int i = 0; card_keys[i]; i++) lua_pushstring(L, card_keys[i]);
    push_view(L, h, EVENT_DATA);             // EVENT_DATA_SLOT
    for (int i = 0; i < 4; i++) push_view(L, h, CARD_DATA1 + i);
    push_view(L, h, FACES);                  // FACES_SLOT
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
    armer_remove(h);
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
    mb_host_of(L)->faces_changed = 1;
    return 0;
}

int mb_set_faces(lua_State *L, const char *strings, const size_t *lengths, int count) {
    lua_pushcfunction(L, set_faces);
    lua_pushlightuserdata(L, (void *)strings);
    lua_pushlightuserdata(L, (void *)lengths);
    lua_pushinteger(L, count);
    int status = lua_pcall(L, 3, 0, 0);
    if (status != LUA_OK) { lua_pop(L, 1); return status; }
    push_view(L, mb_host_of(L), FACES);
    lua_replace(L, FACES_SLOT);
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

int mb_call_hook(mb_host *h, int fn_slot, int board_slot, int label, long long *out) {
    lua_State *L = h->main;
    unsigned long long allocations = h->allocations;   // counted over the whole call, views included
    // Room was reserved when the state opened; this only guards against values some other path
    // left on the main thread's stack (it costs about 20 instructions).
    if (!lua_checkstack(L, 8)) { lua_pushliteral(L, "Lua stack exhausted"); return 1; }
    if (h->cards_shown != h->turn.ncards) show_cards(L, h);
    if (h->event_cached | h->cards_with_data | h->faces_changed) {
        sync_views(L, h, h->faces_changed);
        h->faces_changed = 0;
    }
    lua_pushvalue(L, fn_slot);
    int nargs = 1;
    if (board_slot > 0) { lua_pushvalue(L, board_slot); nargs = 2; }
    lua_pushvalue(L, EVENT_SLOT);
    if (board_slot < 0) { lua_pushvalue(L, -board_slot); nargs = 2; }
    begin_call(h, L, label);
    int status = lua_pcall(L, nargs, 1, HANDLER_SLOT);
    end_call(h);
    h->hook_calls++;
    h->hook_allocations += h->allocations - allocations;
    if (status != LUA_OK) return 1;
    if (lua_isinteger(L, -1)) {
        *out = lua_tointegerx(L, -1, NULL);
        lua_settop(L, -2);
        return 0;
    }
    int type = lua_type(L, -1);
    if (type == LUA_TNUMBER) {
        int isint = 0;
        lua_Integer v = lua_tointegerx(L, -1, &isint);
        if (isint) { *out = v; lua_settop(L, -2); return 0; }
    } else if (type == LUA_TNIL) {
        *out = 0;
        lua_settop(L, -2);
        return 0;
    }
    describe_value(L, -1, h->detail, sizeof h->detail);
    lua_pop(L, 1);
    return 2;
}

// MARK: Constant hooks

// `on_match = function(e) return 10 end` is the commonest hook there is (five of the six shipped
// rules have one). Such a function loads a constant and returns it: calling it can have no effect
// but its answer, can raise no error and cannot come near any limit. mb_constant_hook recognises
// it from its bytecode (lua_dump, stripped) so that the host answers it without entering Lua.
// Only this exact shape is accepted; anything else (or any surprise in the dump) is "not
// constant" and called as usual. Lua 5.4's dump format and opcodes are fixed for the version
// and format bytes checked in the header.

enum { OP_LOADI = 1, OP_LOADF = 2, OP_LOADK = 3, OP_LOADNIL = 8, OP_RETURN0 = 71, OP_RETURN1 = 72 };
enum { DUMP_MAX = 512 };

typedef struct { unsigned char bytes[DUMP_MAX]; size_t used; int overflow; } dump_buffer;

static int dump_writer(lua_State *L, const void *p, size_t size, void *ud) {
    (void)L;
    dump_buffer *b = ud;
    if (b->overflow || size > DUMP_MAX - b->used) { b->overflow = 1; return 1; }
    memcpy(b->bytes + b->used, p, size);
    b->used += size;
    return 0;
}

typedef struct { const unsigned char *p, *end; int bad; } dump_reader;

static unsigned char read_byte(dump_reader *r) {
    if (r->p >= r->end) { r->bad = 1; return 0; }
    return *r->p++;
}

static size_t read_size(dump_reader *r) {
    size_t x = 0;
    for (int n = 0; n < 10; n++) {
        unsigned char b = read_byte(r);
        x = (x << 7) | (b & 0x7f);
        if (b & 0x80) return x;
    }
    r->bad = 1;
    return 0;
}

static void read_bytes(dump_reader *r, void *out, size_t n) {
    if ((size_t)(r->end - r->p) < n) { r->bad = 1; memset(out, 0, n); return; }
    memcpy(out, r->p, n);
    r->p += n;
}

/// The integer an integral float stands for (0 if it has a fraction or is out of range).
static int integral(double d, long long *value) {
    if (!(d >= -9223372036854775808.0 && d < 9223372036854775808.0) || d != floor(d)) return 0;
    *value = (long long)d;
    return 1;
}

int mb_constant_hook(lua_State *L, int slot, long long *value) {
    if (lua_type(L, slot) != LUA_TFUNCTION || lua_iscfunction(L, slot)) return 0;
    dump_buffer buffer;
    buffer.used = 0;
    buffer.overflow = 0;
    lua_pushvalue(L, slot);
    int status = lua_dump(L, dump_writer, &buffer, 1);
    lua_pop(L, 1);
    if (status != 0 || buffer.overflow) return 0;

    // Header: signature, version, format, LUAC_DATA, sizes, LUAC_INT, LUAC_NUM.
    static const unsigned char head[] = { 0x1b, 'L', 'u', 'a', 0x54, 0, 0x19, 0x93, '\r', '\n', 0x1a, '\n' };
    dump_reader r = { buffer.bytes, buffer.bytes + buffer.used, 0 };
    unsigned char got[sizeof head];
    read_bytes(&r, got, sizeof head);
    if (r.bad || memcmp(got, head, sizeof head) != 0) return 0;
    if (read_byte(&r) != 4 || read_byte(&r) != sizeof(lua_Integer) || read_byte(&r) != sizeof(lua_Number)) return 0;
    lua_Integer check_int;
    lua_Number check_num;
    read_bytes(&r, &check_int, sizeof check_int);
    read_bytes(&r, &check_num, sizeof check_num);
    if (r.bad || check_int != 0x5678 || check_num != 370.5) return 0;

    read_byte(&r);                                // number of upvalues of the main function
    if (read_size(&r) != 0) return 0;             // source: stripped
    read_size(&r);                                // linedefined
    read_size(&r);                                // lastlinedefined
    read_byte(&r);                                // numparams
    if (read_byte(&r) != 0) return 0;             // is_vararg: no VARARGPREP expected
    read_byte(&r);                                // maxstacksize
    size_t ncode = read_size(&r);
    if (r.bad || ncode < 1 || ncode > 3) return 0;
    uint32_t code[3] = { 0, 0, 0 };
    for (size_t i = 0; i < ncode; i++) read_bytes(&r, &code[i], sizeof code[i]);
    size_t nk = read_size(&r);
    if (r.bad || nk > 1) return 0;
    int ktype = -1;
    lua_Integer kint = 0;
    lua_Number knum = 0;
    if (nk == 1) {
        ktype = read_byte(&r);
        if (ktype == 0x03) read_bytes(&r, &kint, sizeof kint);          // integer
        else if (ktype == 0x13) read_bytes(&r, &knum, sizeof knum);     // float
        else return 0;                                                  // a string, a boolean: not points
    }
    size_t nup = read_size(&r);
    for (size_t i = 0; i < nup && !r.bad; i++) { read_byte(&r); read_byte(&r); read_byte(&r); }
    if (read_size(&r) != 0) return 0;             // nested functions
    for (int i = 0; i < 4; i++) if (read_size(&r) != 0) return 0;   // debug info: stripped
    if (r.bad || r.p != r.end) return 0;

#define OPCODE(i) ((int)((i) & 0x7F))
#define ARG_A(i) ((int)(((i) >> 7) & 0xFF))
#define ARG_Bx(i) ((long long)((i) >> 15))
#define ARG_sBx(i) (ARG_Bx(i) - 65535)
    if (OPCODE(code[0]) == OP_RETURN0) {
        // function(e) end, function(e) return end: no value, 0 points.
        if (ncode == 3 || (ncode == 2 && OPCODE(code[1]) != OP_RETURN0)) return 0;
        *value = 0;
        return 1;
    }
    if (ncode == 1) return 0;
    // A load into register A, then `return A` (and the RETURN0 the compiler adds at the end).
    uint32_t load = code[0], ret = code[1];
    if (OPCODE(ret) != OP_RETURN1 || ARG_A(ret) != ARG_A(load)) return 0;
    if (ncode == 3 && OPCODE(code[2]) != OP_RETURN0) return 0;
    switch (OPCODE(load)) {
    case OP_LOADI:
        if (nk != 0) return 0;
        *value = ARG_sBx(load);
        return 1;
    case OP_LOADF:
        if (nk != 0) return 0;
        *value = ARG_sBx(load);   // an integral float: the host accepts it as that integer
        return 1;
    case OP_LOADNIL:
        if (nk != 0 || ((load >> 16) & 0xFF) != 0) return 0;   // B = 0: one nil
        *value = 0;
        return 1;
    case OP_LOADK:
        if (nk != 1 || ARG_Bx(load) != 0) return 0;
        if (ktype == 0x03) { *value = kint; return 1; }
        return integral(knum, value);
    default:
        return 0;
    }
#undef OPCODE
#undef ARG_A
#undef ARG_Bx
#undef ARG_sBx
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
