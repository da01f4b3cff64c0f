-- Old maid: one card of a random pair leaves the board unseen as the game begins (its place is
-- empty), so its partner, the old maid, has nothing left to match. Each time a player turns the
-- old maid it costs {cost} points and it keeps a ♛ on its back for everyone to see. The game is
-- cleared when every other pair is found, the old maid left alone on the board. (A group of 3 or
-- 4 loses one card: the cards left of it are all old maids.)

---@type Variant
return variant {
  id = "oldmaid",
  name = "Old maid",
  api = 2,
  version = "1.0.0",
  description = "One card has lost its partner: turning the old maid (♛ once seen) costs {cost}",
  params = { cost = { default = 2, min = 0, max = 100, whole = true, doc = "points lost each time the old maid is turned" } },
  on_start = function(e, game)
    local gone = game:pick(1)
    game.state.maid = game:card(gone).key
    game:remove(gone)
  end,
  on_turn = function(e, game)
    local card = e.cards[#e.cards]
    if card.key ~= game.state.maid then return end
    game:mark(card.index, "♛")
    game:tally("maids")
    game:say("The old maid! −" .. game.params.cost)
    return -game.params.cost
  end,
  status = function(game)
    return "Old maid: −" .. game.params.cost .. " a turn"
  end,
}
