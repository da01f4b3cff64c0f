-- Joker: a card tagged "wild" (the party deck's 🃏) matches any card. A pair made with a joker
-- leaves the other card's partner alone; it can still pair with the other joker, and once no
-- group left can match, the game ends. `needs` has every deal include the jokers.

---@type Variant
return variant {
  id = "joker",
  name = "Joker",
  api = 2,
  version = "1.0.0",
  description = "Jokers are wild: a joker matches any card",
  needs = { "wild" },
  match = function(cards, game)
    local key
    for _, card in ipairs(cards) do
      local wild = false
      for _, tag in ipairs(card.tags) do
        if tag == "wild" then wild = true end
      end
      if not wild then
        if key == nil then key = card.key elseif card.key ~= key then return false end
      end
    end
    return true
  end,
}
