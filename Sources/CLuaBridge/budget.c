// The instruction budget: the count hook and the thread that arms it (see budget.h).
#include "CLuaBridge.h"
#include <pthread.h>
#include <time.h>

#define ARM_AFTER_MS 1

static void count_hook(lua_State *L, lua_Debug *ar);

void mb_set_count_hook(lua_State *L, int interval) {
    lua_sethook(L, count_hook, LUA_MASKCOUNT, interval);
    // Tell mb_begin_call that the main thread may be hooked (after hooking it: see mb_begin_call).
    mb_host *h = mb_host_of(L);
    if (L == h->main) __atomic_store_n(&h->main_hooked, 1, __ATOMIC_RELEASE);
}

/// Stops the running call for good (the budget is spent, memory was refused, or the call was
/// interrupted): raises the error, naming the line of `ar` (the running Lua code; NULL if
/// unknown), and from then on the count hook fires on every instruction so that pcall, error
/// handlers or __close cannot keep the script running.
int mb_stop_call(lua_State *L, mb_host *h, lua_Debug *ar) {
    if (!h->budget_spent) {
        h->budget_spent = 1;
        mb_set_count_hook(L, 1);
        // The main thread (waiting in a resume if this is a coroutine) must stop too, even if
        // the arming thread has not hooked it yet. It is not running: safe to set here.
        if (h->main != L) mb_set_count_hook(h->main, 1);
    }
    const char *what = h->interrupt ? "script interrupted"
                     : h->memory_error ? "not enough memory" : "instruction budget exceeded";
    if (ar && lua_getinfo(L, "Sl", ar) && ar->currentline > 0)
        lua_pushfstring(L, "%s:%d: %s", ar->short_src, ar->currentline, what);
    else
        lua_pushstring(L, what);
    return lua_error(L);
}

void mb_charge(lua_State *L, long long instructions) {
    mb_host *h = mb_host_of(L);
    h->remaining -= instructions;
    // L is the running thread: hooking it here is safe, and its next instruction stops the call.
    if (h->remaining <= 0 && !h->budget_spent && lua_gethookcount(L) != 1) mb_set_count_hook(L, 1);
}

/// Counts instructions against the one budget of the state (all coroutines share it through
/// the allocator's user data; the pattern guard charges C string work to it too).
static void count_hook(lua_State *L, lua_Debug *ar) {
    mb_host *h = mb_host_of(L);
    int interval = lua_gethookcount(L);
    h->remaining -= interval;
    if (!h->budget_spent && interval != HOOK_INTERVAL) mb_set_count_hook(L, HOOK_INTERVAL);
    if (h->remaining <= 0 || h->interrupt || h->memory_error) {
        // Stopped in the host's own Lua (a chunk named "=sandbox": `print`, `pairs`), name the
        // script's line that called it.
        lua_Debug caller;
        if (lua_getinfo(L, "S", ar) && ar->source[0] == '=' && mb_script_frame(L, 1, &caller)) ar = &caller;
        mb_stop_call(L, h, ar);
    }
}

/// Hooks the main thread of a state whose call is running on another OS thread. lua_sethook is
/// meant to be called asynchronously (lua.c does it from a SIGINT handler; ldebug.c: "hookmask
/// is an atomic value", "hook is always checked before being called", the VM rereads the
/// volatile `trap` at every jump and loop). Coroutines need nothing: they are hooked when
/// created (see mb_cocreate/mb_cowrap), and the main thread is only ever run by the host.
static void arm(mb_host *h) {
    if (lua_gethook(h->main) == NULL) mb_set_count_hook(h->main, HOOK_INTERVAL);
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

void mb_armer_add(mb_host *h) {
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

void mb_armer_remove(mb_host *h) {
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
