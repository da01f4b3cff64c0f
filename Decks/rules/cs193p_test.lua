-- Tests of the CS193p rules: `memory test Decks/rules/cs193p.lua`.

test("+2 a match", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:turn(2, 4)
  expect(g:score()):is(2)
end)

test("-1 for each card of a mismatch seen before", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  g:turn(1, 2)
  expect(g:score(), "nothing seen yet"):is(0)
  g:turn(1, 2)
  expect(g:score(), "both seen"):is(-2)
  g:turn(3, 1)
  expect(g:score(), "one more seen"):is(-3)
end)
