-- Shuffle: after every mismatch two face-down cards, chosen at random, swap places, so what
-- you remember slowly goes stale. The hook only asks; the engine refuses any swap that is not
-- between two face-down, unmatched cards. math.random is seeded from the game's seed.

---@type Variant
return variant {
  id = "shuffle",
  name = "Shuffle",
  api = 1,
  version = "1.0.0",
  description = "After every mismatch two random face-down cards swap places",
  group = 2,
  reveal = 1,
  players = 1,
  ---@param board Board
  on_mismatch = function(board)
    -- board:face_down() is one list of positions; board:cards() would build a table per card.
    local down = board:face_down()
    local n = #down
    if n < 2 then return end
    local i = math.random(n)
    local j = math.random(n - 1)
    if j >= i then j = j + 1 end
    board:swap(down[i], down[j])
  end,
}
