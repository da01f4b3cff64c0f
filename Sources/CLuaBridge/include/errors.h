#pragma once
// Every Lua error is raised and caught here, never across a Swift frame: protected calls,
// the message handler, the sandbox's xpcall and the trampoline that calls Swift.
#include "CLuaBridge.h"

/// Turns any error value into a string, cut to MB_MESSAGE_BYTES, and adds a traceback.
int mb_message_handler(lua_State *L);
/// The sandbox's xpcall: its handler is not run once the call is stopped.
int mb_guarded_xpcall(lua_State *L);

/// A Swift function called from Lua through the trampoline: returns the number of results, or
/// -1 after pushing an error message, which the trampoline raises once Swift has returned.
typedef int (*mb_swift_fn)(lua_State *L);

/// Pushes a Swift function as a Lua function (through the trampoline).
void mb_push_swift_function(lua_State *L, mb_swift_fn f);

/// Calls the function below `nargs` arguments under lua_pcall with a traceback message handler,
/// a fresh instruction budget and the memory ceiling. `label` names the call for the watchdog.
/// On error the message (a string) is on top.
int mb_pcall(lua_State *L, int nargs, int nresults, int label);
