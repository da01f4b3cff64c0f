return deck { id = "syntax-esc", name = "]2;pwned[2J
