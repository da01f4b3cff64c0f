-- Tests of the arcade rules: `memory test Decks/rules/arcade.lua`.

test("+200 a match, -100 a mismatch", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:turn(1, 2)
  expect(g:score(), "after a mismatch"):is(-100)
  g:turn(1, 3)
  expect(g:score(), "after a match"):is(100)
end)
