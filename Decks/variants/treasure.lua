-- Treasure hunt: two players, one pair a turn. Each pair is worth 1 to 5 coins, drawn at the
-- deal; a card once turned shows its worth ($3) for both players. A match scores its worth on
-- top of the rules' points. Computer players take the most valuable pair they know.

-- The key of the most valuable pair whose face-down cards have all been seen, or nil.
local function best_known(game)
  local seen, count, best, worth = {}, {}, nil, 0
  for i = 1, game:count() do
    local card = game:card(i)
    if card.state == "down" then
      count[card.key] = (count[card.key] or 0) + 1
      if card.times_seen > 0 then seen[card.key] = (seen[card.key] or 0) + 1 end
    end
  end
  for key, n in pairs(count) do
    local value = game.state.worth[key]
    if seen[key] == n and n >= 2 and (value > worth or (value == worth and key < best)) then
      best, worth = key, value
    end
  end
  return best
end

---@type Variant
return variant {
  id = "treasure",
  name = "Treasure hunt",
  api = 2,
  version = "1.0.0",
  description = "Two players, a pair a turn; each pair is worth 1 to 5 coins, shown once seen",
  players = 2,
  extra_turn = false,
  grid = "4x4",
  -- Computer players take the most valuable pair they know first, then any other they know.
  bot_keys_first = true,
  on_start = function(e, game)
    local worth = {}
    for i = 1, game:count() do
      local key = game:card(i).key
      if not worth[key] then worth[key] = math.random(5) end
    end
    game.state.worth = worth
  end,
  on_turn = function(e, game)
    local card = e.cards[#e.cards]
    if not game:card(card.index).mark then
      game:mark(card.index, "$" .. game.state.worth[card.key])
    end
  end,
  on_match = function(e, game)
    return game.state.worth[e.cards[1].key]
  end,
  bot_keys = function(game)
    if not game.state.worth then return nil end
    local key = best_known(game)
    if key then return { key } end
    return nil
  end,
}
