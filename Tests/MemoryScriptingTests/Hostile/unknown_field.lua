return deck { id = "typo", name = "Typo", api = 1, nmae = "x", faces = { "a", "b" } }
