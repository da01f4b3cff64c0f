-- Colours: fruit, animals and things in six colours, each face tagged with its colour, for the
-- colourpairs variant (cards of one colour match). With other variants each face is its own pair.
-- A colour too long for a small card's border shows as its three-letter short form (`grn`).

---@type Deck
return deck {
  id = "colours",
  name = "Colours",
  author = "memory",
  version = "1.0.0",
  api = 1,
  description = "Faces in six colours, tagged by colour (for the colourpairs variant)",
  faces = {
    { label = "🍎", tags = { "red" } },
    { label = "🍓", tags = { "red" } },
    { label = "🍒", tags = { "red" } },
    { label = "🚒", tags = { "red" } },
    { label = "🍊", tags = { "orange" }, short_tag = "org" },
    { label = "🥕", tags = { "orange" }, short_tag = "org" },
    { label = "🎃", tags = { "orange" }, short_tag = "org" },
    { label = "🦊", tags = { "orange" }, short_tag = "org" },
    { label = "🍌", tags = { "yellow" }, short_tag = "yel" },
    { label = "🌻", tags = { "yellow" }, short_tag = "yel" },
    { label = "🐥", tags = { "yellow" }, short_tag = "yel" },
    { label = "🧀", tags = { "yellow" }, short_tag = "yel" },
    { label = "🥦", tags = { "green" }, short_tag = "grn" },
    { label = "🐸", tags = { "green" }, short_tag = "grn" },
    { label = "🍀", tags = { "green" }, short_tag = "grn" },
    { label = "🥒", tags = { "green" }, short_tag = "grn" },
    { label = "🐳", tags = { "blue" } },
    { label = "💙", tags = { "blue" } },
    { label = "🧊", tags = { "blue" } },
    { label = "🌊", tags = { "blue" } },
    { label = "🍇", tags = { "purple" }, short_tag = "pur" },
    { label = "🍆", tags = { "purple" }, short_tag = "pur" },
    { label = "🔮", tags = { "purple" }, short_tag = "pur" },
    { label = "💜", tags = { "purple" }, short_tag = "pur" },
  },
}
