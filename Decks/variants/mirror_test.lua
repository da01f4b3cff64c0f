-- Tests of the mirror variant: `memory test Decks/variants/mirror.lua`.

test("a match flips each row's face-down cards left to right", function()
  local g = game { size = "2x4", board = { "a", "b", "c", "d", "a", "b", "c", "d" } }
  g:turn(1, 5)
  expect(g:card(1).state):is("matched")
  -- Row 1: card 1 is found and stays, and so does card 4, its mirror; 2 and 3 trade places.
  expect(g:card(2).key):is("c")
  expect(g:card(3).key):is("b")
  expect(g:card(4).key):is("d")
  -- Row 2: card 5 is found; 6 and 7 trade places.
  expect(g:card(6).key):is("c")
  expect(g:card(7).key):is("b")
  expect(g:messages()):is({ "The board flips" })
end)

test("a mismatch moves nothing", function()
  local g = game { size = "2x4", board = { "a", "b", "c", "d", "a", "b", "c", "d" } }
  g:turn(1, 2)
  expect(#g:events("swapped")):is(0)
  expect(g:card(2).key):is("b")
end)

test("a game played without a mistake is cleared", function()
  local g = game { seed = 5 }
  g:play_perfectly()
  expect(g:result()):is("cleared")
end)
