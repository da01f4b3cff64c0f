-- Chain: after a pair is found, the next turn must start next to a found card (above, below or
-- beside one), or it costs {cost} points. The status line says so while it applies; when no
-- face-down card is next to a found one, the turn may start anywhere. Computer players start
-- where the rule asks (bot_cards). It needs a grid board: it plays on 4x4 unless the player
-- picks another.

local grid = require "grid"   -- lib/grid.lua: the notice on a board that is not a grid

--- Whether card `i` is next to a found card.
local function next_to_found(game, i)
  for _, j in ipairs(game:neighbours(i)) do
    if game:card(j).state == "matched" then return true end
  end
  return false
end

--- The face-down cards a turn under the chain may start with.
local function chain_starts(game)
  local starts = {}
  for _, i in ipairs(game:face_down()) do
    if next_to_found(game, i) then starts[#starts + 1] = i end
  end
  return starts
end

---@type Variant
return variant {
  id = "chain",
  name = "Chain",
  api = 2,
  version = "1.0.0",
  description = "After a pair is found the next turn must start next to a found card, or −{cost}",
  grid = "4x4",
  params = { cost = { default = 1, min = 0, max = 100, whole = true, doc = "points a turn off the chain costs" } },
  on_start = grid.notice("No chain: it needs a grid board (--grid 4x4)"),
  on_match = function(e, game)
    game.state.chained = game:grid() ~= nil and game:groups_left() > 0
  end,
  on_turn = function(e, game)
    if #e.cards > 1 or not game.state.chained then return end
    game.state.chained = false
    -- The card just turned is face up: the other places it could have started from are the
    -- face-down cards next to a found one.
    if next_to_found(game, e.cards[1].index) or #chain_starts(game) == 0 then return end
    game:award(-game.params.cost)
    game:say("Off the chain: −" .. game.params.cost)
  end,
  status = function(game)
    if game.state.chained then return "Chain: start next to a found pair" end
  end,
  bot_cards = function(game)
    if game.state.chained then return chain_starts(game) end
  end,
}
