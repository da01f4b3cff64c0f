-- Arcade (from the tiles MemoryGame): big numbers, +200 a match and −100 every mismatch.

---@type Rules
return rules {
  id = "arcade",
  name = "Arcade",
  api = 1,
  version = "1.0.0",
  description = "+200 a match, −100 a mismatch",
  on_match = function(e) return 200 end,
  on_mismatch = function(e) return -100 end,
}
