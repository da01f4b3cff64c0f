-- Gravity: a pair found leaves the board, and the cards above it fall down into the places it
-- left, column by column, so the board's shape changes as you play. The screen shows the cards
-- fall (face down: you see where each card went, not its face). It needs a grid board: it plays
-- on 4x4 unless the player picks another board.

-- The moves that let the cards of one column fall: `empty` says which places are empty now
-- (the pair just found included); each card above an empty place moves down to the lowest one.
local function fall(game, column, rows, empty)
  local lowest = nil          -- the lowest empty place not yet filled, as a row
  for row = rows, 1, -1 do
    local i = game:at(row, column)
    if empty[i] then
      lowest = lowest or row
    elseif lowest then
      game:swap(i, game:at(lowest, column))
      lowest = lowest - 1     -- the place above it is the next to fill: it is empty or emptied
    end
  end
end

local grid = require "grid"   -- lib/grid.lua: the notice on a board that is not a grid

---@type Variant
return variant {
  id = "gravity",
  name = "Gravity",
  api = 2,
  version = "1.0.0",
  description = "A pair found leaves the board and the cards above it fall into its places",
  grid = "4x4",
  on_start = grid.notice("No gravity: it needs a grid board (--grid 4x4)"),
  on_match = function(e, game)
    local rows, columns = game:grid()
    if not rows then return end
    local found, empty, hit = {}, {}, {}
    for n, card in ipairs(e.cards) do
      found[n] = card.index
      empty[card.index] = true
    end
    for i = 1, game:count() do
      if game:card(i).state == "removed" then empty[i] = true end
    end
    game:remove(found)
    for _, i in ipairs(found) do
      local _, column = game:position(i)
      hit[column] = true
    end
    for column = 1, columns do
      if hit[column] then fall(game, column, rows, empty) end
    end
  end,
}
