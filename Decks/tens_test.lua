-- Tests of the tens deck: `memory test Decks/tens.lua`.

test("cards are dealt in pairs that add up to ten", function()
  local g = game { seed = 4, size = 4 }
  for i = 1, g:cards() do
    local card = g:card(i)
    local low, high = card.key:match("^(%d)%+(%d)$")
    expect(low + high, card.key):is(10)
    expect(card.label == low or card.label == high, card.label .. " in " .. card.key):is(true)
  end
end)
