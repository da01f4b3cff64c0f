-- Colour pairs: two cards match when their faces share a colour (a red apple with a red fire
-- engine), read from the faces' tags: it is played with the colours deck unless the player picks
-- another. Cards of a deck without those tags match by key, as usual.

local colours = { red = true, orange = true, yellow = true, green = true, blue = true, purple = true }

--- Whether every card of the group carries the colour tag `colour`.
local function all_carry(cards, colour)
  for k = 2, #cards do
    local carries = false
    for _, tag in ipairs(cards[k].tags) do
      if tag == colour then carries = true end
    end
    if not carries then return false end
  end
  return true
end

---@type Variant
return variant {
  id = "colourpairs",
  name = "Colour pairs",
  api = 2,
  version = "1.0.0",
  description = "Cards match when they share a colour (with the colours deck)",
  deck = "colours",
  match = function(cards, game)
    local coloured = false
    for _, tag in ipairs(cards[1].tags) do
      if colours[tag] then
        coloured = true
        if all_carry(cards, tag) then return true end
      end
    end
    if coloured then return false end
    for k = 2, #cards do
      if cards[k].key ~= cards[1].key then return false end
    end
    return true
  end,
}
