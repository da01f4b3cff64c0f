-- Tests of the math deck: `memory test Decks/math.lua`.

test("each product is paired with a sum that makes it", function()
  local g = game { seed = 2, size = 6 }
  for i = 1, g:cards() do
    local card = g:card(i)
    local a, b = card.label:match("^(%d+)×(%d+)$")
    if a then expect(tostring(a * b), card.label):is(card.key) else expect(card.label):is(card.key) end
  end
end)

test("a product and its answer match", function()
  local g = game { seed = 2, size = 6 }
  local pair = g:find(g:card(1).key)
  g:turn(pair[1], pair[2])
  expect(g:score()):is(1)
end)
