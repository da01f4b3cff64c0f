-- Thinning: after two mismatches in a row, one group the player has not found yet (all its
-- cards face down) is taken off the board; it scores nothing.

---@type Variant
return variant {
  id = "thinning",
  name = "Thinning",
  api = 2,
  version = "1.0.0",
  description = "Two mismatches in a row take an unfound group off the board, unscored",
  on_match = function(e, game)
    game.state.misses = 0
  end,
  on_mismatch = function(e, game)
    local state = game.state
    state.misses = (state.misses or 0) + 1
    if state.misses < 2 then return end
    state.misses = 0
    -- Face-down cards by key; a key whose cards are all face down is a whole group.
    local byKey, keys, total = {}, {}, {}
    for _, card in ipairs(game:cards()) do
      if card.state ~= "matched" and card.state ~= "removed" then
        total[card.key] = (total[card.key] or 0) + 1
      end
      if card.state == "down" then
        if not byKey[card.key] then
          byKey[card.key] = {}
          keys[#keys + 1] = card.key
        end
        table.insert(byKey[card.key], card.index)
      end
    end
    local whole = {}
    for _, key in ipairs(keys) do
      if #byKey[key] == total[key] and #byKey[key] >= #e.cards then whole[#whole + 1] = key end
    end
    if #whole == 0 then return end
    local key = whole[math.random(#whole)]
    game:remove({ table.unpack(byKey[key], 1, #e.cards) })
    game:say("A group was taken off the board")
  end,
}
