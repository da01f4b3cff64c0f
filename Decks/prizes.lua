-- Prizes: the gifts of the Concentration TV show, each worth its value in dollars, with a wild
-- card, "Take one gift" and "Forfeit one gift" (for the tvshow variant; with other variants
-- they are ordinary pairs). A prize's tag shows its value on its top border once it is face up.

---@type Deck
return deck {
  id = "prizes",
  name = "Prizes",
  author = "memory",
  version = "1.0.0",
  api = 1,
  description = "Prizes worth dollars, a wild card, Take one gift and Forfeit one gift (for tvshow)",
  back = "?",
  colour = "yellow",
  faces = {
    { label = "WILD", key = "wild", tags = { "wild" } },
    { label = "TAKE", key = "take", tags = { "take" } },
    { label = "LOSE", key = "forfeit", tags = { "lose" } },
    { label = "🚗", key = "car", data = { value = 8000 }, tags = { "$8000" }, short_tag = "$8k" },
    { label = "⛵", key = "boat", data = { value = 5000 }, tags = { "$5000" }, short_tag = "$5k" },
    { label = "💍", key = "ring", data = { value = 3000 }, tags = { "$3000" }, short_tag = "$3k" },
    { label = "📺", key = "tv", data = { value = 1200 }, tags = { "$1200" }, short_tag = "1.2k" },
    { label = "🎹", key = "piano", data = { value = 1000 }, tags = { "$1000" }, short_tag = "$1k" },
    { label = "🎸", key = "guitar", data = { value = 800 }, tags = { "$800" } },
    { label = "📷", key = "camera", data = { value = 700 }, tags = { "$700" } },
    { label = "⌚", key = "watch", data = { value = 600 }, tags = { "$600" } },
    { label = "🎮", key = "console", data = { value = 500 }, tags = { "$500" } },
    { label = "🚲", key = "bike", data = { value = 400 }, tags = { "$400" } },
    { label = "🎧", key = "headphones", data = { value = 300 }, tags = { "$300" } },
    { label = "🧸", key = "teddy", data = { value = 100 }, tags = { "$100" } },
    { label = "🍳", key = "pan", data = { value = 50 }, tags = { "$50" } },
  },
}
