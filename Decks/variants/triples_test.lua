-- Tests of the triples variant: `memory test Decks/variants/triples.lua`.

test("three cards of a face make a match", function()
  local g = game { board = { "a", "a", "a", "b", "b", "b" } }
  g:turn(1, 2)
  expect(g:moves(), "two cards are not a turn yet"):is(0)
  g:turn(3)
  expect(g:score()):is(1)
  expect(g:events("matched")[1].cards):is({ 1, 2, 3 })
end)
