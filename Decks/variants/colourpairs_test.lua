-- Tests of the colour pairs variant: `memory test Decks/variants/colourpairs.lua`.

test("two faces of one colour match", function()
  local g = game { deck = "colours", board = { "🍎", "🍓", "🍎", "🍓" } }
  g:turn(1, 2)
  expect(g:score()):is(1)
  g:turn(3, 4)
  expect(g:result()):is("cleared")
end)

test("two colours do not match", function()
  local g = game { deck = "colours", board = { "🍎", "🥦", "🍎", "🥦" } }
  g:turn(1, 2)
  expect(g:score()):is(0)
  expect(#g:events("mismatched")):is(1)
end)

test("cards without colour tags match by key", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:turn(1, 2)
  expect(#g:events("mismatched")):is(1)
  g:turn(1, 3)
  expect(g:score()):is(1)
end)

test("a dealt game of the colours deck clears with perfect play", function()
  local g = game { deck = "colours", size = 12, seed = 4 }
  g:play_perfectly()
  expect(g:result()):is("cleared")
end)
