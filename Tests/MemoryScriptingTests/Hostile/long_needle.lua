local s = string.rep("a", 1e6)
s:find(string.rep("a", 1e5) .. "b", 1, true)
