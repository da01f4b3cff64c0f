-- Shared by the variants in which a card tagged "wild" matches any card (joker, tvshow).
local wild = {}

--- Whether a face, as a `match` hook is given it, carries the tag "wild".
function wild.is(card)
  for _, tag in ipairs(card.tags) do
    if tag == "wild" then return true end
  end
  return false
end

--- A `match` hook: the cards match when all those that are not wild share one key.
function wild.match(cards)
  local key
  for _, card in ipairs(cards) do
    if not wild.is(card) then
      if key == nil then key = card.key elseif card.key ~= key then return false end
    end
  end
  return true
end

return wild
