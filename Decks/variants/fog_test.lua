-- Tests of the fog variant: `memory test Decks/variants/fog.lua`.

-- A 3x4 board, cards numbered along the rows:
--    1  2  3  4      a b c d
--    5  6  7  8      e f a b
--    9 10 11 12      c d e f
local board = { "a", "b", "c", "d", "e", "f", "a", "b", "c", "d", "e", "f" }

test("after a mismatch the next turn starts next to the last card turned", function()
  local g = game { size = "3x4", board = board }
  g:turn(1, 12)                           -- a and f: the fog closes in around card 12
  expect(g:card(2).frozen, "far from 12"):is(true)
  expect(g:card(1).frozen, "the first card of the mismatch"):is(true)
  expect(g:card(7).frozen, "at 12's corner"):is(false)
  expect(g:card(8).frozen, "above 12"):is(false)
  expect(g:card(11).frozen, "beside 12"):is(false)
  expect(g:status()):is("Fog: start next to the last card turned")
  expect_error(function() g:turn(2) end, "in the fog: start next to the last card")
  g:turn(8)                               -- a b next to 12: the fog lifts
  expect(g:card(2).frozen):is(false)
  expect(g:status()):is(nil)
  g:turn(2)                               -- the other b
  expect(g:score()):is(1)
end)

test("without diagonals the corners are fogged too", function()
  local g = game { size = "3x4", board = board, params = { diagonal = 0 } }
  g:turn(1, 12)
  expect(g:card(7).frozen):is(true)
  expect(g:card(8).frozen):is(false)
end)

test("a pair found leaves the board clear", function()
  local g = game { size = "3x4", board = board }
  g:turn(1, 12)
  g:turn(7, 1)                            -- the a pair
  expect(#g:events("frozen")):is(1)
  for i = 1, 12 do expect(g:card(i).frozen, "card " .. i):is(false) end
end)

test("a game played without a mistake is cleared", function()
  local g = game { seed = 2 }
  g:play_perfectly()
  expect(g:result()):is("cleared")
end)

test("when no card next to the last one can be turned, the fog lifts at once", function()
  -- 1 a  2 b  3 c
  -- 4 b  5 a  6 c
  local g = game { size = "2x3", board = { "a", "b", "c", "b", "a", "c" }, params = { diagonal = 0 } }
  g:turn(2, 4)                            -- the b pair: the places next to card 1 are found
  g:turn(3, 1)                            -- a mismatch ending on card 1
  for i = 1, 6 do expect(g:card(i).frozen, "card " .. i):is(false) end
  g:turn(5, 1)
  expect(g:score()):is(2)
end)
