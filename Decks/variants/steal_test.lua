-- Tests of steal.lua: board 1:a 2:b 3:c 4:a 5:b 6:c, penalty rules (+10 a match).

local board = { "a", "b", "c", "a", "b", "c" }

test("pairing a card the opponent just missed steals points", function()
  local g = game { board = board, rules = "penalty" }
  g:turn(1, 4)                       -- player 1: a pair, +10, and another turn
  g:turn(2, 3)                       -- player 1 misses b and c: both marked $
  expect(g:card(2).mark):is("$")
  expect(g:card(3).mark):is("$")
  expect(g:player()):is(2)
  expect(g:status()):is("Steal: pair a $ card")
  g:turn(2, 5)                       -- player 2 pairs the missed b
  expect(g:scores()):is({ 8, 12 })
  expect(g:messages()):is({ "Stolen: 2 points" })
  expect(g:card(3).mark, "the chance is over"):is(nil)
  expect(g:status()):is("Steal 2")
end)

test("a steal takes no more than the player has", function()
  local g = game { board = board, rules = "penalty", params = { steal = 50 } }
  g:turn(1, 4, 2, 3, 2, 5)
  expect(g:scores()):is({ 0, 20 })
end)

test("the chance closes after one group", function()
  local g = game { board = board, rules = "penalty" }
  g:turn(1, 4, 2, 3)                 -- player 1 misses b and c
  g:turn(3, 6)                       -- player 2 pairs c: a steal
  g:turn(2, 5)                       -- and b, one group too late
  expect(g:scores()):is({ 8, 22 })
end)

test("pairing your own missed card steals nothing", function()
  local g = game { board = board, rules = "penalty", players = 1 }
  g:turn(1, 4, 2, 3, 2, 5)
  expect(g:score()):is(20)
  expect(g:messages()):is({})
end)

test("computer players go for the missed cards' keys first, only against the player who missed", function()
  local g = game { board = board, rules = "penalty" }
  expect(g:bot_keys()):is(nil)
  g:turn(1, 4, 2, 3)
  expect(g:bot_keys()):is({ "b", "c" })
  g:turn(3, 6)
  expect(g:bot_keys()):is(nil)
end)

test("steals and the points stolen are tallied for memory simulate", function()
  local g = game { board = board, rules = "penalty" }
  g:turn(1, 4, 2, 3, 2, 5)
  expect(g:tally("steals")):is(1)
  expect(g:tally("stolen")):is(2)
  g:turn(3, 6)                       -- player 2 pairs c, missed by player 1 a group ago: no steal
  expect(g:tally("steals")):is(1)
end)
