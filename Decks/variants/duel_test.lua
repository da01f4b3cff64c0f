-- Tests of the duel variant: `memory test Decks/variants/duel.lua`.

test("two players; a match plays again, a mismatch passes the turn", function()
  local g = game { board = { "a", "b", "a", "b", "c", "c" } }
  expect(#g:scores()):is(2)
  g:turn(1, 3)
  expect(g:player(), "after a match"):is(1)
  g:turn(2, 5)
  expect(g:player(), "after a mismatch"):is(2)
  g:turn(2, 4)
  expect(g:scores()):is({ 1, 1 })
end)
