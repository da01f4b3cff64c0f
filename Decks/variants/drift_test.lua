-- Tests of the drift variant: `memory test Decks/variants/drift.lua`.

test("the cards missed swap places once they turn back", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:turn(1, 2)
  -- On show, nothing has moved yet.
  expect(g:card(1).key):is("a")
  g:wait(5)
  expect(g:card(1).key):is("b")
  expect(g:card(2).key):is("a")
  expect(g:card(1).state):is("down")
  expect(#g:events("swapped")):is(1)
end)

test("a match moves nothing", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:turn(1, 3)
  expect(#g:events("swapped")):is(0)
  expect(g:card(2).key):is("b")
end)

test("the end of the peek moves nothing", function()
  local g = game { board = { "a", "b", "a", "b" }, variant = { "peek", "drift" } }
  g:wait(5)
  expect(#g:events("swapped")):is(0)
  expect(g:card(1).key):is("a")
end)

test("a computer player that follows the swaps clears the board", function()
  local g = game { seed = 3, size = 8 }
  g:play_perfectly()
  expect(g:result()):is("cleared")
end)
