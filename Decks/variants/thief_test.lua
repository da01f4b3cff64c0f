-- Tests of thief.lua: board 1:a 2:b 3:c 4:a 5:b 6:c, penalty rules (+10 a match).

local board = { "a", "b", "c", "a", "b", "c" }

test("the thief puts the group found last back and takes its points", function()
  local g = game { board = board, rules = "penalty", params = { every = 1 } }
  g:turn(1, 4)                       -- a pair, +10
  g:turn(2, 3)                       -- a miss: the thief strikes
  expect(g:events("unfound")[1].cards):is({ 1, 4 })
  expect(g:card(1).state):is("down")
  expect(g:card(4).state):is("down")
  expect(g:score()):is(0)
  expect(g:messages()):is({ "The thief put a group back!" })
  expect(g:tally("thefts")):is(1)
  g:turn(1, 4)                       -- found again
  expect(g:score()):is(10)
end)

test("the thief strikes every few misses, and not again before the group is found again", function()
  local g = game { board = board, rules = "penalty" }
  g:turn(1, 4)
  expect(g:status()):is("Thief in 3")
  g:turn(2, 3, 2, 3)
  expect(g:events("unfound")):is({})
  expect(g:status()):is("Thief in 1")
  g:turn(2, 3)                       -- the third miss
  expect(#g:events("unfound")):is(1)
  g:turn(2, 3, 2, 3, 2, 3)           -- the sixth: nothing left found to steal
  expect(#g:events("unfound")):is(1)
end)

test("the thief strikes at most `strikes` times a game, then is gone", function()
  local g = game { board = board, rules = "penalty", params = { every = 1, strikes = 1 } }
  g:turn(1, 4, 2, 3)                 -- a pair, then a miss: the one strike
  expect(#g:events("unfound")):is(1)
  expect(g:status()):is("Thief: gone")
  g:turn(1, 4, 2, 3)                 -- found again, a miss: no second strike
  expect(#g:events("unfound")):is(1)
  expect(g:score()):is(5)            -- the pair's 10 kept, 5 off for missing with seen cards
end)

test("the game ends only once every group is found, the stolen one again", function()
  local g = game { board = board, params = { every = 1 } }
  g:turn(1, 4, 2, 3)                 -- a found; the miss puts it back
  g:turn(2, 5, 3, 6)                 -- b and c found
  expect(g:over(), "a is on the board again"):is(false)
  g:turn(1, 4)
  expect(g:result()):is("cleared")
end)

test("perfect players clear a bigger board, thief and all", function()
  local g = game { seed = 4, size = "4x4", players = 2, params = { every = 1 } }
  g:play_perfectly()
  expect(g:result()):is("cleared")
end)

test("computer players play it to the end", function()
  local g = game { seed = 5, size = "4x4", bot = "perfect" }
  while not g:over() do
    if g:computer() then g:play_bots() else g:play_perfectly() end
  end
  expect(g:result()):is("cleared")
end)

test("with two pairs of one key, the thief takes the pair found last, not one card of each", function()
  local g = game { board = { "a", "a", "a", "a", "b", "c", "b", "c" }, params = { every = 1 } }
  g:turn(1, 2, 3, 4)
  g:turn(5, 6)
  expect(g:failures()):is({})
  expect(g:events("unfound")[1].cards):is({ 3, 4 })
  expect(g:card(1).state):is("matched")
  expect(g:card(2).state):is("matched")
  expect(g:card(3).state):is("down")
end)
