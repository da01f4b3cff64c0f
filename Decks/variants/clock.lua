-- Turn clock: a turn not finished within 5 seconds (from the moment the player may turn a
-- card: after the last mismatch or the peek is on show) passes to the next player, its cards
-- turned back. Made for two or more players.

local function arm(game)
  local turn = game:moves()
  local wait = (game:locked_until() or game:time()) - game:time()
  -- Kept for the status line, which counts the turn down.
  game.state.deadline = game:time() + wait + game.params.seconds
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
  description = "Finish each turn within {seconds} seconds or it passes to the next player",
  players = 2,
  params = { seconds = { default = 5, min = 1, max = 60, doc = "seconds a turn may take" } },
  on_start = function(e, game) arm(game) end,
  on_turn_end = function(e, game) arm(game) end,
  -- The seconds left in the turn (the front end asks again as each second passes); while a
  -- mismatch is on show the clock has not started, and it shows the whole turn.
  status = function(game)
    local deadline = game.state.deadline
    if not deadline or game:result() then return nil end
    local left = math.min(game.params.seconds, deadline - game:time())
    return "Turn: " .. math.max(0, math.ceil(left)) .. "s left"
  end,
}
