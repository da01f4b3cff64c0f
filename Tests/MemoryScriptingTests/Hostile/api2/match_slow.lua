-- A match hook well within the budget of one call, asked about every pair of faces at the deal:
-- together its calls would keep the game from starting for as long as they take.
return variant { id = "slow-match", name = "Slow match", api = 2, description = "x",
  match = function(cards, game)
    local x = 0
    for i = 1, 500000 do x = x + i end
    return cards[1].key == cards[2].key
  end,
}
