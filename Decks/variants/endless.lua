-- Endless: a stock of {stock} pairs (6 unless set) is dealt with the board and held off it; every pair found is
-- replaced by the stock's next pair, dealt face down into the places it leaves: new faces
-- nobody has seen. The game goes on until {misses} misses on cards seen before, or until the
-- stock is spent and the board cleared. With classic rules the score is the pairs found.

---@type Variant
return variant {
  id = "endless",
  name = "Endless",
  api = 2,
  version = "1.0.0",
  description = "Each pair found is replaced from a stock of {stock} pairs; {misses} misses on cards seen before end the game",
  grid = "3x4",
  stock = "{stock}",
  params = {
    stock = { default = 6, min = 0, max = 100, whole = true, doc = "pairs in the stock, dealt one for each pair found" },
    misses = { default = 3, min = 1, max = 99, whole = true, doc = "misses on cards seen before that end the game" },
  },
  on_start = function(e, game)
    game.state.misses = 0
  end,
  on_match = function(e, game)
    if game:stock() == 0 then return end
    local places = {}
    for n, card in ipairs(e.cards) do places[n] = card.index end
    game:deal(places)
    game:tally("dealt")
  end,
  on_mismatch = function(e, game)
    for _, card in ipairs(e.cards) do
      if card.seen then
        local state = game.state
        state.misses = state.misses + 1
        if state.misses >= game.params.misses then
          game:finish(state.misses .. " misses: game over with " .. game:score() .. " points")
        end
        return
      end
    end
  end,
  status = function(game)
    return "Stock: " .. game:stock() .. " · Misses: " .. (game.state.misses or 0) .. "/" .. game.params.misses
  end,
}
