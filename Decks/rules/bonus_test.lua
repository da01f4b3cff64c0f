-- Tests of the bonus-time rules: `memory test Decks/rules/bonus.lua`.

test("a quick match earns 2 plus 10 seconds of bonus a card", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:turn(1, 3)
  expect(g:score()):is(22)
end)

test("the bonus shrinks with each second a card is face up", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:turn(1)
  g:wait(3)
  g:turn(3)
  expect(g:score()):is(2 + 7 + 10)
end)

test("a mismatch costs 1 for each card seen before", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  g:turn(1, 2)
  expect(g:score(), "first sight"):is(0)
  g:turn(1, 3)
  expect(g:score(), "card 1 seen before"):is(-1)
  g:turn(2, 3)
  expect(g:score(), "both seen before"):is(-3)
end)
