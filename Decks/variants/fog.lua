-- Fog: after a mismatch, fog covers the board but around the last card you turned: the next
-- turn must start with a card next to it (above, below, beside, or at its corners; with
-- `--set diagonal=0` not at its corners). Fogged cards show ❄ and cannot be turned, by anyone;
-- the fog lifts as soon as the turn's first card is turned, and a pair found leaves the board
-- clear. It needs a grid board: it plays on 4x4 unless the player picks another board.

local grid = require "grid"   -- lib/grid.lua: the notice on a board that is not a grid

---@type Variant
return variant {
  id = "fog",
  name = "Fog",
  api = 2,
  version = "1.0.0",
  description = "After a mismatch the next turn must start next to the last card turned",
  grid = "4x4",
  params = {
    diagonal = { default = 1, min = 0, max = 1, whole = true, doc = "set to 0, the cards at the corners are fogged too" },
  },
  on_start = grid.notice("No fog: it needs a grid board (--grid 4x4)"),
  on_mismatch = function(e, game)
    if not game:grid() then return end
    local last = e.cards[#e.cards].index
    local near = {}
    for _, i in ipairs(game:neighbours(last, game.params.diagonal == 1)) do near[i] = true end
    local fogged = {}
    for i = 1, game:count() do
      local state = game:card(i).state
      if not near[i] and (state == "down" or state == "up") then fogged[#fogged + 1] = i end
    end
    -- Frozen for 0 turns: until the next card is turned (the engine lifts the fog itself).
    game:freeze(fogged, 0, "in the fog: start next to the last card")
    game.state.fog = true
  end,
  on_turn = function(e, game)
    game.state.fog = false
  end,
  status = function(game)
    if game.state.fog then return "Fog: start next to the last card turned" end
  end,
}
