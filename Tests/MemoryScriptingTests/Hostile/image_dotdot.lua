return deck { id = "dotdot", name = "Dot dot", api = 1, faces = { { label = "x", image = "../secret.png" } } }
