-- Symbols: a deck for terminals without emoji. Letters, ASCII pairs, card suits and a few
-- one-column symbols; every face is 1 or 2 columns wide.
--
-- Width notes: all faces are ASCII or East-Asian-width "narrow"/"neutral", except the suits
-- ♠ ♥ ♣, which are East-Asian "ambiguous" (2 columns in terminals set up for CJK) and, like ♦,
-- may be drawn as emoji by some fonts. They are kept because a card game wants its suits.
-- Letters that are easy to confuse (I, O) are left out, and "?" is the card back, not a face.

---@type Deck
return deck {
  id = "symbols",
  name = "Symbols",
  author = "memory",
  version = "1.0.0",
  api = 1,
  description = "Letters, suits and ASCII shapes for terminals without emoji (♠ ♥ ♣ are ambiguous-width in CJK setups)",
  back = "?",
  colour = "blue",
  faces = {
    -- card suits
    "♠", "♥", "♦", "♣",
    -- ASCII pairs
    "<>", "[]", "{}", "()", "##", "@@", "%%", "&&", "$$", "**", "++", "==", "!!", "~~", "/\\", "^^",
    -- letters
    "A", "B", "C", "D", "E", "F", "G", "H", "J", "K", "L", "M",
    "N", "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z",
    -- one-column symbols (narrow or neutral width, not emoji)
    "♔", "♕", "♖", "♗", "♘", "♙", "♫", "☼", "☽", "⌂", "✓", "✗", "✿", "❖", "⚑", "☻",
  },
}
