-- Tests of the hint variant: `memory test Decks/variants/hint.lua`.

local board = { "a", "b", "c", "d", "e", "a", "b", "c", "d", "e" }

test("three mismatches in a row show a pair never seen, and say so", function()
  local g = game { board = board }
  g:turn(1, 2, 3, 4, 1, 3)
  local revealed = g:events("revealed")
  expect(#revealed):is(1)
  local cards = revealed[1].cards
  expect(#cards):is(2)
  expect(g:card(cards[1]).key, "a pair"):is(g:card(cards[2]).key)
  expect(g:card(cards[1]).key, "its cards were never shown: e"):is("e")
  expect(g:messages()):is({ "Hint: a pair, for a second (1 left)" })
  expect(g:status()):is("Hints: 1, misses in a row: 0/3")
end)

test("a match starts the count again", function()
  local g = game { board = board }
  g:turn(1, 2, 3, 4)
  expect(g:status()):is("Hints: 2, misses in a row: 2/3")
  g:turn(1, 6)
  g:turn(2, 3)
  expect(#g:events("revealed")):is(0)
  expect(g:status()):is("Hints: 2, misses in a row: 1/3")
end)

test("at most two hints a game", function()
  local g = game { board = board }
  for _ = 1, 9 do g:turn(1, 2) end
  expect(#g:events("revealed")):is(2)
  expect(g:status()):is(nil)
end)

test("play waits while the hint shows its pair", function()
  local g = game { board = board, params = { seconds = 3 } }
  g:turn(1, 2, 3, 4, 1, 3)
  local t = g:time()
  g:turn(5, 10)
  expect(g:events("reveal_ended")[1] ~= nil, "the hint ended"):is(true)
  expect(g:time() - t, "the turn waited for the hint"):is_at_least(3)
  expect(g:messages()):is({ "Hint: a pair, for 3 s (1 left)" })
  expect(g:score()):is(1)
end)

test("the computer players see the hint and play on to the end", function()
  local g = game { seed = 3, params = { misses = 1 } }
  g:turn(1, 2)
  g:play_perfectly()
  expect(g:result()):is("cleared")
end)

test("stacked after aftershock, a hint due while the board shakes shows once the shake is over", function()
  -- 1..5 on the top row of a 2x5 grid, their twins below: every mismatch of the top row shakes
  -- the cards next to it.
  local g = game { variant = "aftershock+hint", size = "2x5", board = board }
  g:turn(1, 2, 3, 4, 1, 3)
  expect(#g:events("revealed"), "three shakes"):is(3)
  expect(g:messages()):is({})
  g:wait(0.5)
  local revealed = g:events("revealed")
  expect(#revealed, "the shakes, then the hint"):is(4)
  expect(g:card(revealed[4].cards[1]).key):is(g:card(revealed[4].cards[2]).key)
  expect(g:messages()):is({ "Hint: a pair, for a second (1 left)" })
end)
