-- Shared by the variants that move or read cards by rows and columns (fog, gravity, mirror,
-- rowshift, rotate, carousel, chain, aftershock): they do nothing on a board dealt as a number
-- of pairs, and say so.
local grid = {}

--- An on_start hook that says `message` when the board is not a grid.
---@param message string
function grid.notice(message)
  return function(e, game)
    if not game:grid() then game:say(message) end
  end
end

--- The places of the whole board and where each card goes when the board turns a quarter
--- clockwise (a half on a board that is not square), for `game:arrange(from, to)`; nil on a
--- board of a number of pairs. Second, whether it is a quarter turn.
---@return integer[]? from, integer[]? to, boolean? quarter
function grid.turned(game)
  local rows, columns = game:grid()
  if not rows then return nil end
  local from, to = {}, {}
  for i = 1, game:count() do
    local row, column = game:position(i)
    from[i] = i
    if rows == columns then
      to[i] = game:at(column, rows - row + 1)                -- a quarter, clockwise
    else
      to[i] = game:at(rows - row + 1, columns - column + 1)  -- a half
    end
  end
  return from, to, rows == columns
end

return grid
