-- Bonus time (Stanford's Memorize, bonus version): every card has a 10-second bonus limit,
-- spent only while it is face up and unmatched, added up over all the times it is turned
-- (the engine keeps this as face_up_seconds). A match scores 2 plus each card's bonus: the
-- whole seconds of its limit not yet spent. A mismatch costs 1 for each card in it that had
-- been seen before. bonus_time tells the front end to show the countdown on the cards.

local LIMIT = 10   -- seconds of bonus time per card

---@type Rules
return rules {
  id = "bonus",
  name = "Bonus time",
  api = 1,
  version = "1.0.0",
  description = "+2 a match plus each card's unspent bonus seconds (10 s each); −1 per seen card in a mismatch",
  bonus_time = LIMIT,
  on_match = function(e)
    local points = 2
    for _, c in ipairs(e.cards) do
      points = points + math.max(0, math.floor(LIMIT - c.face_up_seconds))
    end
    return points
  end,
  on_mismatch = function(e)
    local points = 0
    for _, c in ipairs(e.cards) do
      if c.seen then points = points - 1 end
    end
    return points
  end,
}
