local s = string.rep("x", 1 << 30)
return deck { id = "rep", name = s, api = 1, faces = { "a" } }
