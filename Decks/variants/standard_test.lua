-- Tests of the standard variant: `memory test Decks/variants/standard.lua`.

test("a mismatch stays on show for a second", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:turn(1, 2)
  expect(g:card(1).state):is("up")
  g:wait(1)
  expect(g:card(1).state):is("down")
  expect(#g:scores()):is(1)
end)
