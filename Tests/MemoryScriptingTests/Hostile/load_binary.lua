local f = load("\27Lua\84\0", "x", "b")
