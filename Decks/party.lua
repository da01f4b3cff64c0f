-- Party: animals, a joker tagged "wild" and a bomb tagged "bomb", for the joker and bomb
-- variants (with other variants they are ordinary pairs).

---@type Deck
return deck {
  id = "party",
  name = "Party",
  author = "memory",
  version = "1.0.0",
  api = 1,
  description = "Animals with a wild joker and a bomb (for the joker and bomb variants)",
  faces = {
    { label = "🃏", key = "joker", tags = { "wild" } },
    { label = "💣", key = "bomb", tags = { "bomb" } },
    "🐶", "🐱", "🐭", "🐹", "🐰", "🦊", "🐻", "🐼", "🐨", "🐯",
  },
}
