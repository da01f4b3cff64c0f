-- Carousel: once every {every} turns the board turns as the turn's first card is turned: a
-- quarter clockwise on a square board, a half on another. The card just turned rides along,
-- face up, and the turn goes on from its new place: its partner has moved too. Found cards and
-- empty places turn with the board. The status line counts the turns to the next ride. It needs
-- a grid board: it plays on 4x4 unless the player picks another.

local grid = require "grid"   -- lib/grid.lua: the notice on a board that is not a grid, the turn

--- Turns until the board turns next, counting the turn under way (0: it turns on this one).
local function turns_to_go(game, move)
  return (game.params.every - (move + 1) % game.params.every) % game.params.every
end

---@type Variant
return variant {
  id = "carousel",
  name = "Carousel",
  api = 2,
  version = "1.0.0",
  description = "Once every {every} turns the board turns under the turn's first card, which rides along face up",
  grid = "4x4",
  params = { every = { default = 3, min = 1, max = 50, whole = true, doc = "the board turns on every this many turns" } },
  on_start = grid.notice("The carousel stands still: it needs a grid board (--grid 4x4)"),
  on_turn = function(e, game)
    if #e.cards ~= 1 or turns_to_go(game, e.move) ~= 0 then return end
    local from, to, quarter = grid.turned(game)
    if not from then return end
    -- The whole board moves at once, so the face-up card may move with it.
    game:arrange(from, to)
    game:say(quarter and "The carousel turns a quarter" or "The carousel turns around")
  end,
  status = function(game)
    if not game:grid() then return nil end
    local to_go = turns_to_go(game, game:moves())
    -- Once the turn's first card is turned, this turn's ride is over: the next is `every` on.
    if to_go == 0 and #game:turn() > 0 then to_go = game.params.every end
    if to_go == 0 then return "Carousel: turns at this turn's first card" end
    return "Carousel: turns in " .. to_go .. (to_go == 1 and " turn" or " turns")
  end,
}
