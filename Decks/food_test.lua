-- Tests of the food deck: `memory test Decks/food.lua`.

test("a board laid out by hand shows the fruit named", function()
  local g = game { board = { "🍎", "🍐", "🍎", "🍐" } }
  expect(g:card(1).label):is("🍎")
  g:turn(1, 3)
  expect(g:score()):is(1)
end)
