-- Shared by the variants that move or read cards by rows and columns (fog, gravity, mirror,
-- rowshift, rotate, chain, aftershock): they do nothing on a board dealt as a number of pairs, and say so.
local grid = {}

--- An on_start hook that says `message` when the board is not a grid.
---@param message string
function grid.notice(message)
  return function(e, game)
    if not game:grid() then game:say(message) end
  end
end

return grid
