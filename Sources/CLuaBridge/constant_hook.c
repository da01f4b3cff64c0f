// Recognising a hook that only returns a constant, from its bytecode (see constant_hook.h).
#include "CLuaBridge.h"
#include <math.h>
#include <string.h>
#include <stdint.h>
#include <stdlib.h>

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
