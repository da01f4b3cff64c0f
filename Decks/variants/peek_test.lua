-- Tests of the peek variant: `memory test Decks/variants/peek.lua`.

test("every face shows for 3 seconds before play", function()
  local g = game { board = { "a", "b", "a", "b" } }
  expect(g:card(1).state):is("shown")
  g:turn(1)
  expect(g:time(), "turning waits for the peek"):is(3)
  expect(#g:events("peek_ended")):is(1)
  expect(g:card(2).state):is("down")
end)
