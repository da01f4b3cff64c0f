-- Tests of Decks/variants/landlords.lua: `memory test Decks/variants/landlords.lua`.

-- 4x4, by rows:  a a b c / d e f g / b c d e / f g h h
local board = { "a", "a", "b", "c", "d", "e", "f", "g", "b", "c", "d", "e", "f", "g", "h", "h" }

test("a pair found is its finder's land, marked with the seat", function()
  local g = game { board = board, size = "4x4" }
  g:turn(1, 2)
  expect(g:card(1).mark):is("1")
  expect(g:card(2).mark):is("1")
end)

test("a miss beside the opponent's land pays them rent, a card of theirs at a time", function()
  local g = game { board = board, size = "4x4" }
  g:turn(1, 2)                          -- P1's land: 1 and 2
  g:turn(15, 4)                         -- P1 misses far from any land: no rent
  expect(g:score(1)):is(1)
  g:turn(3, 5)                          -- P2 misses beside 2 (card 3) and below 1 (card 5)
  expect(g:score(2)):is(-2)
  expect(g:score(1)):is(3)
  expect(g:tally("rent")):is(2)
  expect(g:messages()):is({ "P2 pays 2 rent" })
  expect(g:status()):is("P1 paid 0 · P2 paid 2")
end)

test("your own land charges you nothing", function()
  local g = game { board = board, size = "4x4" }
  g:turn(1, 2)
  g:turn(3, 5)                          -- P1 misses beside its own land
  expect(g:score(1)):is(1)
  expect(g:tally("rent")):is(0)
end)

test("rent is a param", function()
  local g = game { board = board, size = "4x4", params = { rent = 3 } }
  g:turn(1, 2)
  g:turn(15, 4)
  g:turn(3, 8)                          -- card 3 is beside 2: one card of land
  expect(g:score(2)):is(-3)
  expect(g:score(1)):is(4)
end)

test("computer players start away from the opponent's land", function()
  local g = game { board = board, size = "4x4" }
  g:turn(1, 2)                          -- P1's land: 1 and 2
  g:turn(15, 4)                         -- P2 to play
  local starts = {}
  for _, i in ipairs(g:bot_cards()) do starts[i] = true end
  expect(starts[3] or starts[5] or starts[6], "a start beside P1's land"):is(nil)
  expect(starts[4], "card 4 is clear of it"):is(true)
  g:turn(7, 8)                          -- P2 misses: P1 to play, at home next to its own land
  expect(g:bot_cards()):contains(3)
end)

test("on a board of a number of pairs there is no land to pay for, and the player is told", function()
  local g = game { seed = 3, size = 6 }
  expect(g:messages()[1]):contains("No rent")
  g:play_perfectly()
  expect(g:tally("rent")):is(0)
end)

test("a stack with gravity, which takes the land off the board, is refused in either order", function()
  expect_error(function() game { variant = "gravity+landlords" } end, "landlords excludes gravity")
  expect_error(function() game { variant = "landlords+gravity" } end, "landlords excludes gravity")
end)
