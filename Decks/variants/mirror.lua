-- Mirror: every match flips the board left to right. Each face-down card trades places with
-- the card in its mirror place (same row, counted from the other side) when that place holds a
-- face-down card too, or is empty; a card found stays where it is, and so does its mirror card.
-- The screen shows the cards slide, not their faces. It needs a grid board: it plays on 4x4
-- unless the player picks another board.

local function movable(game, i)
  local state = game:card(i).state
  return state == "down" or state == "removed"
end

local grid = require "grid"   -- lib/grid.lua: the notice on a board that is not a grid

---@type Variant
return variant {
  id = "mirror",
  name = "Mirror",
  api = 2,
  version = "1.0.0",
  description = "Every match flips the face-down cards left to right",
  grid = "4x4",
  on_start = grid.notice("No mirror: it needs a grid board (--grid 4x4)"),
  on_match = function(e, game)
    local rows, columns = game:grid()
    if not rows then return end
    local moved = 0
    for row = 1, rows do
      for column = 1, columns // 2 do
        local i, j = game:at(row, column), game:at(row, columns + 1 - column)
        if movable(game, i) and movable(game, j)
            and (game:card(i).state == "down" or game:card(j).state == "down") then
          game:swap(i, j)
          moved = moved + 1
        end
      end
    end
    if moved > 0 then game:say("The board flips") end
  end,
}
