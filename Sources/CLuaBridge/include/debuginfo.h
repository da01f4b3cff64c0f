#pragma once
// Lines of functions and callers, and the Lua macros Swift cannot import.
#include "CLuaBridge.h"

/// Line where the function on top of the stack is defined (pops it); 0 if unknown.
int mb_function_line(lua_State *L);
/// How many arguments the function on top of the stack can see (pops it): its fixed
/// parameters, INT_MAX if it takes `...` (or is a C function); -1 if it is not a function.
int mb_function_params(lua_State *L);
/// Chunk name and current line of the Lua function `level` levels up (1 = the caller of the
/// running C function); 0 if unknown. `name` gets the short source (empty if unknown).
int mb_caller_line(lua_State *L, int level, char *name, size_t namelen);

// Macros Swift cannot import.
void mb_pop(lua_State *L, int n);
void mb_newtable(lua_State *L);
const char *mb_tostring(lua_State *L, int idx, size_t *len);
int mb_registryindex(void);
int mb_upvalueindex(int i);
