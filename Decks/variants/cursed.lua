-- Cursed pair: one pair, drawn at the deal, is cursed. A cursed card once turned keeps a ☠ mark
-- for everyone to see; every mismatch with a cursed card in it costs points until the cursed
-- pair is found, which scores nothing but lifts the curse.

---@type Variant
return variant {
  id = "cursed",
  name = "Cursed pair",
  api = 2,
  version = "1.0.0",
  description = "A hidden cursed pair (☠ once seen): each mismatch with it costs {cost} until it is found",
  params = { cost = { default = 3, min = 0, max = 100, whole = true, doc = "points each mismatch with a cursed card costs" } },
  on_start = function(e, game)
    game.state.cursed = game:card(game:pick(1)).key
  end,
  on_turn = function(e, game)
    local card = e.cards[#e.cards]
    if card.key == game.state.cursed and not game:card(card.index).mark then
      game:mark(card.index, "☠")
    end
  end,
  on_mismatch = function(e, game)
    if game.state.lifted then return end
    for _, card in ipairs(e.cards) do
      if card.key == game.state.cursed then return -game.params.cost end
    end
  end,
  on_match = function(e, game)
    if e.cards[1].key ~= game.state.cursed then return end
    game.state.lifted = true
    local found = {}
    for _, card in ipairs(e.cards) do found[#found + 1] = card.index end
    game:unmark(found)
    game:say("The curse is lifted")
    return -e.points   -- the cursed pair scores nothing
  end,
  status = function(game)
    if game.state.lifted then return "Curse lifted" end
    return "Cursed: −" .. game.params.cost .. " a miss"
  end,
}
