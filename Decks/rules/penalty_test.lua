-- Tests of the penalty rules: `memory test Decks/rules/penalty.lua`.

test("+10 a match", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:turn(1, 3)
  expect(g:score()):is(10)
end)

test("-5 a mismatch only when a card in it was seen before", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  g:turn(1, 2)
  expect(g:score(), "first sight"):is(0)
  g:turn(3, 1)
  expect(g:score(), "card 1 seen before"):is(-5)
end)
