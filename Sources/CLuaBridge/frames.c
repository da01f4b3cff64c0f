// Finding the script's own frame on a Lua call stack (see frames.h).
#include "CLuaBridge.h"


/// Finds, from stack `level` of `L` outwards, the innermost frame running a script's own code (a
/// chunk loaded from a file, whose name starts with '@': not the sandbox's prelude, not a C
/// function) at a known line, and fills `ar` with its source and current line. 0 if none.
/// Reads the call stack only: it allocates nothing and raises nothing.
int mb_script_frame(lua_State *L, int level, lua_Debug *ar) {
    for (; lua_getstack(L, level, ar); level++) {
        if (lua_getinfo(L, "Sl", ar) && ar->source[0] == '@' && ar->currentline > 0) return 1;
    }
    return 0;
}
