return deck { id = "typed", name = 42, api = 1, faces = { "a", true } }
