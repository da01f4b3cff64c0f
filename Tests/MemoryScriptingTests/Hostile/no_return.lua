deck { id = "forgot", name = "Forgot", api = 1, faces = { "a" } }
