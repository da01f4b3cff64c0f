-- Rotate: once {every} turns have passed since the board last turned, the next pair found turns
-- the whole board a quarter clockwise (a half turn on a board that is not square), found cards
-- and all: the screen shows every card slide to its new place, not the faces. It waits for a
-- pair found because cards face up (a mismatch on show) never move. It needs a grid board: it
-- plays on 4x4 unless the player picks another.

local grid = require "grid"   -- lib/grid.lua: the notice on a board that is not a grid

--- Where the card at `row`, `column` goes on a board of `rows` x `columns`.
local function turned(row, column, rows, columns)
  if rows == columns then return column, rows - row + 1 end   -- a quarter, clockwise
  return rows - row + 1, columns - column + 1                  -- a half
end

--- Whether a card is face up or revealed now (such cards cannot move).
local function anything_on_show(game)
  for _, card in ipairs(game:cards()) do
    if card.state == "up" or card.state == "shown" then return true end
  end
  return false
end

---@type Variant
return variant {
  id = "rotate",
  name = "Rotate",
  api = 2,
  version = "1.0.0",
  description = "Every {every} turns, the next pair found turns the board a quarter (a half if not square)",
  grid = "4x4",
  params = { every = { default = 5, min = 1, max = 50, whole = true, doc = "turns before the board turns again" } },
  on_start = grid.notice("The board does not turn: it needs a grid board (--grid 4x4)"),
  on_match = function(e, game)
    local rows, columns = game:grid()
    local state = game.state
    if not rows or game:groups_left() == 0 or e.move - (state.turned_at or 0) < game.params.every
       or anything_on_show(game) then
      return
    end
    local from, to = {}, {}
    for i = 1, game:count() do
      from[i] = i
      local row, column = game:position(i)
      to[i] = game:at(turned(row, column, rows, columns))
    end
    game:arrange(from, to)
    state.turned_at = e.move
    game:say(rows == columns and "The board turns a quarter" or "The board turns around")
  end,
}
