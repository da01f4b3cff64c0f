-- Tests of the zen rules: `memory test Decks/rules/zen.lua`.

test("nothing is ever scored", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:turn(1, 2, 1, 3, 2, 4)
  expect(g:over()):is(true)
  expect(g:score()):is(0)
end)
