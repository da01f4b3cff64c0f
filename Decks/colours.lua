-- Colours: fruit, animals and things in six colours, each face tagged with its colour, for the
-- colourpairs variant (cards of one colour match). With other variants each face is its own pair.

---@type Deck
return deck {
  id = "colours",
  name = "Colours",
  author = "memory",
  version = "1.0.0",
  api = 1,
  description = "Faces in six colours, tagged by colour (for the colourpairs variant)",
  faces = {
    { label = "🍎", tags = { "red" } }, { label = "🍓", tags = { "red" } },
    { label = "🍒", tags = { "red" } }, { label = "🚒", tags = { "red" } },
    { label = "🍊", tags = { "orange" } }, { label = "🥕", tags = { "orange" } },
    { label = "🎃", tags = { "orange" } }, { label = "🦊", tags = { "orange" } },
    { label = "🍌", tags = { "yellow" } }, { label = "🌻", tags = { "yellow" } },
    { label = "🐥", tags = { "yellow" } }, { label = "🧀", tags = { "yellow" } },
    { label = "🥦", tags = { "green" } }, { label = "🐸", tags = { "green" } },
    { label = "🍀", tags = { "green" } }, { label = "🥒", tags = { "green" } },
    { label = "🐳", tags = { "blue" } }, { label = "💙", tags = { "blue" } },
    { label = "🧊", tags = { "blue" } }, { label = "🌊", tags = { "blue" } },
    { label = "🍇", tags = { "purple" } }, { label = "🍆", tags = { "purple" } },
    { label = "🔮", tags = { "purple" } }, { label = "💜", tags = { "purple" } },
  },
}
