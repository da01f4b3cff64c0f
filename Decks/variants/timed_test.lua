-- Tests of the timed variant: `memory test Decks/variants/timed.lua`.

test("the game ends after 60 seconds", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:wait(59)
  expect(g:over()):is(false)
  g:wait(1)
  expect(g:result()):is("time")
end)
