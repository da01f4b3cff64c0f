return deck { id = "absolute", name = "Absolute", api = 1, faces = { { label = "x", image = "/etc/passwd" } } }
