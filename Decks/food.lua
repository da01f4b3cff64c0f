-- Food: fruit, vegetables and snacks, each a single emoji code point with the Emoji_Presentation
-- property (Unicode 9.0 or older), so every terminal draws it 2 columns wide.

---@type Deck
return deck {
  id = "food",
  name = "Food",
  author = "memory",
  version = "1.0.0",
  api = 1,
  description = "Fruit, vegetables and snacks: 40 single-code-point emoji, 2 columns wide everywhere",
  back = "?",
  colour = "red",
  faces = {
    "🍎", "🍐", "🍊", "🍋", "🍌", "🍉", "🍇", "🍓",
    "🍒", "🍑", "🍍", "🥝", "🥑", "🍆", "🥕", "🌽",
    "🍅", "🥔", "🥒", "🍄", "🥜", "🌰", "🍞", "🥐",
    "🧀", "🍗", "🥓", "🍔", "🍟", "🍕", "🌭", "🌮",
    "🥚", "🍿", "🍩", "🍪", "🎂", "🍫", "🍭", "🍦",
  },
}
