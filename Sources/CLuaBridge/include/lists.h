#pragma once
// Building a Lua list from many values at once.
#include <lua5.4/lua.h>

/// Pushes the list constructor, a function that returns a new list of its arguments, in order.
/// Push the list's values after it, then call mb_pack. Returns LUA_OK, or an error status with
/// the message pushed instead.
///
/// The list is filled by the virtual machine's own constructor (`{...}`), which copies the
/// values straight into the table's array: storing them one by one with lua_rawseti cost half
/// as much again for a list of 80 (one API call per entry).
int mb_push_list_constructor(lua_State *L);

/// Calls the constructor below the `n` values on top of the stack: they are replaced by the new
/// list. Returns LUA_OK, or an error status with the message on top.
int mb_pack(lua_State *L, int n);
