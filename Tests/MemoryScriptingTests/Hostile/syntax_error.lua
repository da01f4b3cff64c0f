return deck { id = "syntax", name = "Syntax" api = 1 }
