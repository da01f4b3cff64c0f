local s = string.rep("a", 5000)
s:match("a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*b")
