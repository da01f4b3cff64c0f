#pragma once
// What the sandbox prelude needs to put scripts and modules back in their fresh state for each game.
#include "CLuaBridge.h"

/// Sets, in the table at `table`, the raw functions the prelude's `modules.snapshot` and
/// `modules.restore` use: upvalue(f, i) (name and value, nothing for a C function or past the
/// last), metatable(t), which ignores `__metatable`, and restore(tables, functions), which puts
/// back what `modules.snapshot` kept.
/// Only the prelude holds them: scripts never see the host table.
void mb_add_module_functions(lua_State *L, int table);
