-- Together: a co-op game. The players take turns at one board against the clock, and win or
-- lose together: clear it within the time and every seat wins; run out of time and every seat
-- loses. The time is a param (`--set seconds=90`), so one variant makes an easy and a hard
-- game; the status line shows the pairs the team has found.

---@type Variant
return variant {
  id = "together",
  name = "Together",
  api = 2,
  version = "1.0.0",
  description = "Co-op: two players clear the board together within {seconds} seconds, and win or lose together",
  players = 2,
  grid = "4x4",
  coop = true,
  time_limit = "{seconds}",
  params = {
    seconds = { default = 60, min = 10, max = 3600, whole = true, doc = "Seconds the players have to clear the board together" },
  },
  status = function(game)
    local found = 0
    for p = 1, game:players() do found = found + game:score(p) end
    return ("Found together: %d · %ds left"):format(found, math.max(0, math.ceil(game.params.seconds - game:time())))
  end,
}
