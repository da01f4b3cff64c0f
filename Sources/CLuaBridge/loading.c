// Loading a script's text and the faces the views show (see loading.h).
#include "CLuaBridge.h"
#include <stdlib.h>
#include <string.h>

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
    mb_push_view(L, mb_host_of(L), FACES);
    lua_replace(L, FACES_SLOT);
    return status;
}

typedef struct chunk_buffer { unsigned char *bytes; size_t len, cap; int failed; } chunk_buffer;

static int append_chunk(lua_State *L, const void *p, size_t n, void *ud) {
    (void)L;
    chunk_buffer *b = ud;
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? 2 * b->cap : 4096;
        while (cap < b->len + n) cap *= 2;
        unsigned char *grown = realloc(b->bytes, cap);
        if (grown == NULL) { b->failed = 1; return 1; }
        b->bytes = grown;
        b->cap = cap;
    }
    memcpy(b->bytes + b->len, p, n);
    b->len += n;
    return 0;
}

unsigned char *mb_dump_function(lua_State *L, size_t *out_len) {
    chunk_buffer b = { NULL, 0, 0, 0 };
    if (lua_dump(L, append_chunk, &b, 0) != 0 || b.failed) {
        free(b.bytes);
        return NULL;
    }
    *out_len = b.len;
    return b.bytes;
}
