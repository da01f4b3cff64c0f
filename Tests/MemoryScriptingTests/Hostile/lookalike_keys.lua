-- Two spellings of "é": U+00E9, and "e" followed by U+0301 (a combining acute accent).
return deck { id = "lookalike", name = "Look-alike keys", api = 1,
  faces = { "\u{E9}", "e\u{301}", "a", "b", "c", "d", "f", "g" } }
