-- Emoji zoo: the default deck. Animal faces, each a single emoji code point with the
-- Emoji_Presentation property (Unicode 9.0 or older), so every terminal draws it 2 columns wide.
-- Faces are plain strings: the label is the emoji and the key defaults to the label.

---@type Deck
return deck {
  id = "emoji",
  name = "Emoji zoo",
  author = "memory",
  version = "1.0.0",
  api = 1,
  description = "Animal faces: 40 single-code-point emoji, 2 columns wide everywhere",
  back = "?",
  colour = "orange",
  faces = {
    "🐶", "🐱", "🦊", "🐼", "🐸", "🐵", "🐧", "🐙",
    "🦁", "🐯", "🐮", "🐷", "🐰", "🐻", "🐨", "🐔",
    "🐭", "🐹", "🐺", "🐗", "🐴", "🦄", "🐝", "🐛",
    "🦋", "🐌", "🐞", "🐢", "🐍", "🐬", "🐳", "🐟",
    "🐠", "🦀", "🦉", "🦆", "🦅", "🐘", "🐫", "🦈",
  },
}
