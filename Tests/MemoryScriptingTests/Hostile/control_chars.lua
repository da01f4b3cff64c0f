return deck { id = "escape", name = "Escape", api = 1, faces = { "\27[2J" } }
