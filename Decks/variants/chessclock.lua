-- Chess clock: each player has a clock of their own, {seconds} seconds for the whole game, that
-- runs only on their turn (not while a mismatch is on show); whoever's clock runs out loses,
-- and the others win. A cleared board goes to the most pairs, as in a duel. The second seat
-- starts {lead} seconds short: it plays each turn after seeing one more turn than the first
-- seat, and with equal clocks the first seat's falls first (memory simulate --think-time 2 on
-- 4x4: the second seat won 56 % of the decided games with equal clocks, and 42 % three seconds
-- short; the simulator's cards each take the whole think-time, so it shows nothing between, and
-- 2 is the guess at the fair middle for people, whose turns take any time).

--- The seconds player `p` has left now: the running player's clock counts down live, from the
--- moment the board may be played (a mismatch on show is nobody's time).
local function left(game, p)
  local s = game.state
  local t = s.left[p]
  if p == s.running then t = t - math.max(0, game:time() - s.since) end
  return math.max(0, t)
end

--- Ends the game: player `p` ran out of time; everyone else wins.
local function flag_fall(game, p)
  game.state.left[p] = 0
  if game:players() == 1 then
    game:lose("Out of time")
    return
  end
  local others = {}
  for q = 1, game:players() do
    if q ~= p then others[#others + 1] = q end
  end
  game:tally("flag_falls")
  game:win(game:name(p) .. " ran out of time", others)
end

--- "0:42": minutes and seconds, rounded up so that a clock reads 0:00 only when it has run out.
local function clock(seconds)
  local whole = math.ceil(seconds)
  return string.format("%d:%02d", whole // 60, whole % 60)
end

return variant {
  id = "chessclock",
  name = "Chess clock",
  author = "memory",
  version = "1.0.0",
  api = 2,
  description = "Two players, {seconds} s each on a clock that runs only on their turn; out of time loses",
  players = 2,
  grid = "4x4",
  extra_turn = true,
  params = {
    seconds = { default = 45, min = 1, max = 3600, doc = "the first player's time for the whole game" },
    lead = { default = 2, min = 0, max = 60,
             doc = "seconds fewer for each later seat, who learns from the earlier seats' turns" },
  },

  on_start = function(e, game)
    game.state.left, game.state.turns = {}, 0
    for p = 1, game:players() do
      game.state.left[p] = math.max(1, game.params.seconds - (p - 1) * game.params.lead)
    end
  end,

  -- The player whose turn begins starts their clock once the board may be played; their flag
  -- falls when it runs out, unless this turn has ended first.
  on_turn_start = function(e, game)
    local s, p, now = game.state, e.player, game:time()
    s.running, s.since = p, math.max(game:locked_until() or now, now)
    s.turns = s.turns + 1
    local turn = s.turns
    game:after(s.since - now + s.left[p], function(g)
      if g.state.turns == turn and not g:result() then flag_fall(g, p) end
    end)
  end,

  -- The turn's player is charged the time their clock ran.
  on_turn_end = function(e, game)
    local s = game.state
    s.left[s.running] = left(game, s.running)
    s.running = nil
  end,

  status = function(game)
    if not game.state.left then return nil end
    local parts = {}
    for p = 1, game:players() do
      parts[#parts + 1] = game:name(p) .. " " .. clock(left(game, p))
    end
    return table.concat(parts, " ")
  end,
}
