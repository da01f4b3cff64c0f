-- Shared by the setmatch variant and the tests of it and of the sets deck: what makes three
-- cards of the sets deck a set.
local setcards = {}

--- The attributes a card of the sets deck carries in its face's `data`.
setcards.ATTRIBUTES = { "number", "colour", "shape" }

--- Whether three faces' `data` make a set: each attribute the same on all three or different
--- on all three. Nil when a face lacks one of the attributes (not a card of the sets deck).
---@return boolean?
function setcards.is_set(a, b, c)
  for _, name in ipairs(setcards.ATTRIBUTES) do
    local x, y, z = a[name], b[name], c[name]
    if x == nil or y == nil or z == nil then return nil end
    local same = x == y and y == z
    local different = x ~= y and y ~= z and x ~= z
    if not same and not different then return false end
  end
  return true
end

return setcards
