-- Tremor: the ground shakes on a clock. Every {every} seconds of play two face-down cards swap
-- places; {warn} seconds before, the two are marked ~ and the status line counts down. Turn a
-- marked card before the tremor to steady both: they stay where they are.

-- The cards' places now, by id (another variant of a stack may have moved them).
local function by_id(game)
  local at = {}
  for _, c in ipairs(game:cards()) do at[c.id] = c end
  return at
end

local warn

-- The tremor: the two marked cards swap if both are still face down.
local function quake(game)
  local at, places, still = by_id(game), {}, true
  for _, id in ipairs(game.state.shaking) do
    local c = at[id]
    if c and c.state ~= "removed" then places[#places + 1] = c.index end
    if not c or c.state ~= "down" then still = false end
  end
  if #places > 0 then game:unmark(places) end
  if still and not game.state.steadied then
    game:swap(places[1], places[2])
    game:tally("tremors")
  else
    game:tally("steadied")
  end
  game.state.shaking, game.state.steadied = {}, false
  game.state.next_at = game:time() + game.params.every
  game:after(game.params.every - game.params.warn, warn)
end

-- The warning: two face-down cards drawn at random are marked; the tremor follows.
warn = function(game)
  local down = {}
  for _, c in ipairs(game:cards()) do
    if c.state == "down" then down[#down + 1] = c end
  end
  if #down < 2 then
    game.state.next_at = game:time() + game.params.every
    game:after(game.params.every - game.params.warn, warn)
    return
  end
  local i = math.random(#down)
  local j = math.random(#down - 1)
  if j >= i then j = j + 1 end
  game:mark({ down[i].index, down[j].index }, "~")
  game.state.shaking = { down[i].id, down[j].id }
  game:after(game.params.warn, quake)
end

return variant {
  id = "tremor",
  name = "Tremor",
  author = "memory",
  version = "1.0.0",
  api = 2,
  description = "Every {every} s two face-down cards swap; marked ~ {warn} s before: turn one to steady it",
  params = {
    every = { default = 12, min = 2, max = 600, doc = "seconds of play between two tremors" },
    warn = { default = 3, min = 0.5, max = 60, doc = "seconds the two cards are marked before they swap (less than every)" },
  },
  on_start = function(e, game)
    if game.params.warn >= game.params.every then
      error("warn (" .. game.params.warn .. ") must be less than every (" .. game.params.every .. ")")
    end
    game.state.shaking = {}
    game.state.next_at = game:time() + game.params.every
    game:after(game.params.every - game.params.warn, warn)
  end,
  -- A marked card turned during the warning steadies the pair, even once it has turned back.
  on_turn = function(e, game)
    local id = game:card(e.cards[#e.cards].index).id
    for _, shaking in ipairs(game.state.shaking) do
      if shaking == id then game.state.steadied = true end
    end
  end,
  status = function(game)
    local left = math.max(0, math.ceil((game.state.next_at or 0) - game:time()))
    return "Tremor in " .. left .. "s"
  end,
}
