return deck { faces = { "a" } }
