#pragma once
// Loading a script's text, and the faces the card views show.
#include "CLuaBridge.h"

/// Loads `len` bytes of text (mode "t") as chunk `chunkname`, with the environment on top of the
/// stack as its _ENV. Pops the environment; pushes the function, or an error message.
int mb_load_text(lua_State *L, const char *src, size_t len, const char *chunkname);

/// Stores the faces' keys and labels for the card views: `strings` holds 2*count strings
/// (key, label, key, label...) back to back, `lengths` their lengths.
int mb_set_faces(lua_State *L, const char *strings, const size_t *lengths, int count);

/// The bytecode of the Lua function on top of the stack (left there), for the host's own chunks
/// that later states load quickly (mode "b"): a malloc'ed block of *out_len bytes, or NULL.
/// Only for the host's chunks: scripts are always loaded as text.
unsigned char *mb_dump_function(lua_State *L, size_t *out_len);
