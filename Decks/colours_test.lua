-- Tests of the colours deck: `memory test Decks/colours.lua`.

test("every face is its own pair, and carries its colour", function()
  local g = game { board = { "🍎", "🍓", "🍎", "🍓" } }
  g:turn(1, 2)
  expect(g:score(), "two reds are two faces"):is(0)
  g:turn(1, 3, 2, 4)
  expect(g:result()):is("cleared")
end)

test("a deal of the whole deck clears with perfect play", function()
  local g = game { size = 24 }
  g:play_perfectly()
  expect(g:result()):is("cleared")
  expect(g:score()):is(24)
end)
