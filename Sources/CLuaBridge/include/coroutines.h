#pragma once
// coroutine.create and coroutine.wrap, whose new threads get the count hook at once.
#include "CLuaBridge.h"

int mb_cocreate(lua_State *L);
int mb_cowrap(lua_State *L);
