-- Shuffle: after every mismatch two face-down cards, chosen at random, swap places, so what
-- you remember slowly goes stale. The hook only asks; the engine refuses any swap that is not
-- between two face-down, unmatched cards. The draws come from the game's seed.

---@type Variant
return variant {
  id = "shuffle",
  name = "Shuffle",
  api = 1,
  version = "1.0.0",
  description = "After every mismatch two random face-down cards swap places",
  ---@param board Board
  on_mismatch = function(board)
    -- board:pick(2) draws two different face-down cards without building a list of them all.
    local i, j = board:pick(2)
    if j then board:swap(i, j) end
  end,
}
