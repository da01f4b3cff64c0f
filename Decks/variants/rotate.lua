-- Rotate: once {every} turns have passed since the board last turned, the next pair found turns
-- the whole board a quarter clockwise (a half turn on a board that is not square), found cards
-- and all: the screen shows every card slide to its new place, not the faces. A card on show (a
-- card another variant of a stack revealed) turns with the board and stays on show: the whole
-- board may move what is face up. It needs a grid board: it plays on 4x4 unless the player picks
-- another. (carousel.lua turns the board on the turn itself, under the card just turned.)

local grid = require "grid"   -- lib/grid.lua: the notice on a board that is not a grid, the turn

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
    local state = game.state
    if game:groups_left() == 0 or e.move - (state.turned_at or 0) < game.params.every then return end
    local from, to, quarter = grid.turned(game)
    if not from then return end
    game:arrange(from, to)
    state.turned_at = e.move
    game:say(quarter and "The board turns a quarter" or "The board turns around")
  end,
}
