-- Thief: every {every}th miss, the thief strikes: the group found last goes back face down where
-- it lay, to be found again, and whoever found it loses the points it earned. A group the thief
-- put back is safe from it until it is found again.

---@type Variant
return variant {
  id = "thief",
  name = "Thief",
  api = 2,
  version = "1.0.0",
  description = "Every {every}th miss the thief puts the group found last back face down, and takes its points",
  params = { every = { default = 3, min = 1, max = 20, whole = true, doc = "misses between the thief's strikes" } },
  on_match = function(e, game)
    local cards = {}
    for i, c in ipairs(e.cards) do cards[i] = c.index end
    game.state.last = { cards = cards, player = e.player, points = e.points }
  end,
  on_mismatch = function(e, game)
    game.state.misses = (game.state.misses or 0) + 1
    local last = game.state.last
    if game.state.misses % game.params.every ~= 0 or not last then return end
    game.state.last = nil
    game:unfind(last.cards)
    if last.points > 0 then game:award(-last.points, last.player) end
    game:say("The thief put a group back!")
    game:tally("thefts")           -- memory simulate reports thefts per game
  end,
  status = function(game)
    local every = game.params.every
    return "Thief in " .. (every - (game.state.misses or 0) % every)
  end,
}
