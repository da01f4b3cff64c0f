-- CS193p (Stanford's Memorize): +2 a match; −1 for each card in a mismatch that had been
-- seen before.

---@type Rules
return rules {
  id = "cs193p",
  name = "CS193p",
  api = 1,
  version = "1.0.0",
  description = "+2 a match, −1 for each card in a mismatch that had been seen before",
  on_match = function(e) return 2 end,
  on_mismatch = function(e)
    local points = 0
    for _, c in ipairs(e.cards) do
      if c.seen then points = points - 1 end
    end
    return points
  end,
}
