return deck { id = "utf8", name = "Bad \xff\xfe bytes", api = 1, faces = { "a" } }
