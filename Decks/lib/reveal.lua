-- Shared by the variants that reveal cards (aftershock, hint): the game shows one script's
-- reveal at a time, and in a stack a variant sees the cards an earlier one revealed during the
-- same event. A variant that would reveal while others' cards are on show stands back.
local reveal = {}

--- Whether cards are on show at a script's request now (a card's state is then "shown").
---@param game Game
---@return boolean
function reveal.busy(game)
  for i = 1, game:count() do
    if game:card(i).state == "shown" then return true end
  end
  return false
end

return reveal
