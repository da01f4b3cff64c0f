-- Tests of the gravity variant: `memory test Decks/variants/gravity.lua`.

-- A board of 3 rows and 2 columns, cards numbered along the rows:
--   1 2      a b
--   3 4      c b
--   5 6      a c
local function small()
  return game { size = "3x2", board = { "a", "b", "c", "b", "a", "c" } }
end

test("a pair found leaves the board and the card above it falls into its place", function()
  local g = small()
  g:turn(1, 5)
  expect(g:card(1).state):is("removed")
  expect(g:card(3).state, "the place the c fell from"):is("removed")
  expect(g:card(5).key, "the c fell to the bottom row"):is("c")
  expect(g:card(5).state):is("down")
  expect(g:events("swapped")[1].cards):is({ 3, 5 })
  expect(g:score()):is(1)
end)

test("a column falls as a whole, its lowest card first", function()
  local g = small()
  g:turn(1, 5)                       -- the c of column 1 falls to place 5
  g:turn(5, 6)                       -- the c pair: column 2's two b fall one place each
  expect(g:card(6).key):is("b")
  expect(g:card(4).key):is("b")
  expect(g:card(2).state):is("removed")
  local moves = g:events("swapped")
  expect(moves[2].cards, "the lower b moves first"):is({ 4, 6 })
  expect(moves[3].cards):is({ 2, 4 })
  g:turn(4, 6)
  expect(g:result()):is("cleared")
  expect(g:score()):is(3)
end)

test("a mismatch moves nothing", function()
  local g = small()
  g:turn(1, 2)
  expect(#g:events("swapped")):is(0)
  expect(#g:events("removed")):is(0)
end)

test("a game played without a mistake is cleared, the players following the falling cards", function()
  local g = game { seed = 7 }
  g:play_perfectly()
  expect(g:result()):is("cleared")
  expect(#g:events("swapped")):is_at_least(1)
end)
