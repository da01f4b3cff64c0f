local s = string.rep("(", 1e5)
s:gsub("%b()", "")
