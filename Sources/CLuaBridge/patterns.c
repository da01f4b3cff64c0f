// Guards on the string library's pattern functions (see patterns.h).
#include "CLuaBridge.h"
#include <math.h>
#include <string.h>

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
    mb_stop_call(L, h, mb_script_frame(L, 1, &ar) ? &ar : NULL);
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

void mb_guard_pattern_function(lua_State *L, int string_table, const char *name) {
    lua_getfield(L, string_table, name);
    lua_pushstring(L, name);
    lua_pushcclosure(L, pattern_guard, 2);
    lua_setfield(L, string_table, name);
}
