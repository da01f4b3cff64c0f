-- Shared by the variants that keep what they know of a card by its `id` (ghost, masquerade):
-- a card's id stays with it when another variant of a stack moves it, so its place now is
-- looked up when it is needed.
local places = {}

--- The place of the card dealt to place `id`, wherever it is now; nil when it is not found.
---@param id integer
---@return integer?
function places.of(game, id)
  for _, card in ipairs(game:cards()) do
    if card.id == id then return card.index end
  end
end

return places
