-- gmatch takes '^' as a plain character: this pattern is searched from every position.
for _ in string.rep("a", 3000):gmatch("^a-a-b") do end
