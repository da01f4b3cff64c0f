-- Penalty (from the collection-view MemoryGame): +10 a match; −5 a mismatch, but only when a
-- card in it had been turned up before, so a first look is free.
-- Kept lean because it is benchmarked: no tables, no closures, a plain indexed loop per call.

---@type Rules
return rules {
  id = "penalty",
  name = "Penalty",
  api = 1,
  version = "1.0.0",
  description = "+10 a match, −5 a mismatch when a card in it had been seen before",
  on_match = function(e) return 10 end,
  on_mismatch = function(e)
    local cards = e.cards
    local i = 1
    local c = cards[1]
    while c do
      if c.seen then return -5 end
      i = i + 1
      c = cards[i]
    end
    return 0
  end,
}
