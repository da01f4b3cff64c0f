-- Row shift: after every second mismatch, the face-down cards of the row of the last card
-- turned move one place to the right (the last comes round to the first place): the screen
-- shows them slide, not their faces. It needs a grid board: it plays on 4x4 unless the player
-- picks another board, and on a board of a number of pairs (`--pairs 8`) the cards are laid
-- out to fit, so they have no fixed rows.

local grid = require "grid"   -- lib/grid.lua: the notice on a board that is not a grid

---@type Variant
return variant {
  id = "rowshift",
  name = "Row shift",
  api = 2,
  version = "1.0.0",
  description = "After every {every} mismatches the face-down cards of the last one's row shift one place right",
  grid = "4x4",
  params = { every = { default = 2, min = 1, max = 20, whole = true, doc = "mismatches between row shifts" } },
  on_start = grid.notice("No row shifts: they need a grid board (--grid 4x4)"),
  on_mismatch = function(e, game)
    local state = game.state
    state.misses = (state.misses or 0) + 1
    if state.misses % game.params.every ~= 0 then return end
    local last = e.cards[#e.cards].index
    local down = {}
    for _, i in ipairs(game:row(last)) do
      if game:card(i).state == "down" then down[#down + 1] = i end
    end
    if #down < 2 then return end
    -- Swapping the first place with each later one in turn rotates the row one place right.
    for k = 2, #down do game:swap(down[1], down[k]) end
    game:say("Row " .. game:position(last) .. " shifted")
  end,
}
