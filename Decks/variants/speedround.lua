-- Speed round: every turn runs against a clock that gets shorter with each pair found. It starts
-- at `seconds` and loses `cut` seconds a pair, down to `least`. A turn not finished in time has
-- its cards turned back and costs a point, or with `--set strict=true` ends the game there (a
-- score attack: how far can you get before the clock beats you?). The clock starts once the
-- player may turn a card (after a mismatch on show has turned back).

-- The seconds a turn may take now.
local function allowed(game)
  local p = game.params
  return math.max(p.least, p.seconds - p.cut * (game.state.found or 0))
end

-- Sets the turn's clock: a timer that ends the turn if it is still the same turn when it falls
-- due (a timer cannot be cancelled, so it checks the turn it was set for).
local function arm(game)
  local state = game.state
  state.turns = (state.turns or 0) + 1
  local turn = state.turns
  local wait = (game:locked_until() or game:time()) - game:time()
  state.limit = allowed(game)
  state.deadline = game:time() + wait + state.limit
  game:after(wait + state.limit, function(g)
    if g.state.turns ~= turn or g:result() then return end
    g:tally("slow")
    if g.params.strict then
      g:finish("Too slow!")
    else
      g:say("Too slow: −1")
      g:award(-1)
      g:end_turn()
    end
  end)
end

---@type Variant
return variant {
  id = "speedround",
  name = "Speed round",
  api = 2,
  version = "1.0.0",
  description = "Each turn within {seconds}s, {cut}s less for every pair found (at least {least}s)",
  params = {
    seconds = { default = 8, min = 1, max = 60, doc = "seconds the first turn may take" },
    cut = { default = 0.5, min = 0, max = 10, doc = "seconds the clock loses with each pair found" },
    least = { default = 2, min = 0.5, max = 60, doc = "the shortest the clock gets" },
    strict = { default = false, doc = "a slow turn ends the game rather than costing a point" },
  },
  on_turn_start = function(e, game) arm(game) end,
  on_match = function(e, game)
    game.state.found = (game.state.found or 0) + 1
  end,
  -- The seconds left in the turn, and the clock the next turns get.
  status = function(game)
    local state = game.state
    if not state.deadline or game:result() then return nil end
    local left = math.min(state.limit, state.deadline - game:time())
    return string.format("Clock: %ds/%gs", math.max(0, math.ceil(left)), state.limit)
  end,
}
