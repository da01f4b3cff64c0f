return deck { id = "missing", name = "Missing", api = 1, faces = { { label = "x", image = "img/none.png" } } }
