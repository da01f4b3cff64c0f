-- Turn clock: a turn not finished within 5 seconds (from the moment the player may turn a
-- card: after the last mismatch or the peek is on show) passes to the next player, its cards
-- turned back. Made for two or more players.

local function arm(game)
  local turn = game:moves()
  local wait = (game:locked_until() or game:time()) - game:time()
  game:after(wait + game.params.seconds, function(g)
    if g:moves() == turn and not g:result() then
      g:say("Too slow: the turn passes")
      g:end_turn()
    end
  end)
end

---@type Variant
return variant {
  id = "clock",
  name = "Turn clock",
  api = 2,
  version = "1.0.0",
  description = "Finish each turn within 5 seconds or it passes to the next player",
  players = 2,
  params = { seconds = { default = 5, min = 1, max = 60, doc = "seconds a turn may take" } },
  on_start = function(e, game) arm(game) end,
  on_turn_end = function(e, game) arm(game) end,
}
