-- Golden pair: one pair, chosen at the deal, is golden; finding it doubles the points of the
-- next match. A golden card, once turned, keeps a ★ on its back, for every player to see; the
-- status line says when the double is waiting.

---@type Variant
return variant {
  id = "golden",
  name = "Golden pair",
  api = 2,
  version = "1.0.0",
  description = "One hidden golden pair doubles the points of the next match",
  on_start = function(e, game)
    local i = game:pick(1)
    game.state.golden = game:card(i).key
  end,
  on_turn = function(e, game)
    local card = e.cards[#e.cards]
    if card.key ~= game.state.golden then return end
    game:mark(card.index, "★")
    if not game.state.seen then
      game.state.seen = true
      game:say("A golden card!")
    end
  end,
  on_match = function(e, game)
    local state = game.state
    local bonus = 0
    if state.double then
      -- e.points: what the rules gave this match; giving it again doubles it.
      state.double = false
      bonus = e.points
    end
    if e.cards[1].key == state.golden then
      state.double = true
      game:say("Golden pair: the next match scores double")
    end
    return bonus
  end,
  status = function(game)
    if game.state.double then return "Golden: next match ×2" end
    if game.state.seen then return "Golden pair seen" end
    return "Golden pair hidden"
  end,
}
