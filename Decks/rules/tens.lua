-- Tens: two cards match when their numbers add up to ten (any 3 with any 7, 5 with 5), decided
-- by the match hook rather than by keys. It is played with the tens deck unless the player or
-- a variant picks another; cards without numbers match by key.

local function value(card)
  return card.data.value or tonumber(card.label)
end

---@type Rules
return rules {
  id = "tens",
  name = "Tens",
  api = 2,
  version = "1.0.0",
  description = "Cards match when they add up to ten; +10 a match, −1 a mismatch",
  deck = "tens",
  match = function(cards, game)
    local a, b = value(cards[1]), value(cards[2])
    if #cards ~= 2 or a == nil or b == nil then
      for _, card in ipairs(cards) do
        if card.key ~= cards[1].key then return false end
      end
      return true
    end
    return a + b == 10
  end,
  on_match = function(e, game) return 10 end,
  on_mismatch = function(e, game) return -1 end,
}
