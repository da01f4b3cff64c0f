-- Tests of Decks/rules/golf.lua: the score is par minus strokes.

test("a turn costs a stroke and a pair earns its share of par", function()
  local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" } }
  g:turn(1, 2)
  expect(g:score(), "a miss: one stroke"):is(-1)
  g:turn(1, 5)
  expect(g:score(), "first pair: par 1, one stroke more"):is(-1)
  g:turn(2, 6)
  expect(g:score(), "second pair: par 3"):is(-1 + 2 - 1)
  g:turn(3, 7, 4, 8)
  expect(g:result()):is("cleared")
  expect(g:score(), "par 7 for 4 pairs, in 5 strokes"):is(2)
end)

test("a game without a miss is 3 under par for every 4 pairs", function()
  local g = game { size = "4x4", seed = 3 }
  g:play_perfectly()
  expect(g:moves()):is(8)
  expect(g:score()):is(14 - 8)
end)

test("the status line says the board's par", function()
  expect(game { size = "4x4" }:status()):is("Par 14")
  expect(game { size = "2x3" }:status()):is("Par 5")
  expect(game { size = "5x6" }:status()):is("Par 26")
end)

test("in a duel each player's par counts their own pairs", function()
  local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" }, variant = "duel" }
  g:turn(1, 5)                       -- P1: par 1, a stroke: 0; a match plays again
  g:turn(2, 3)                       -- P1 misses: -1
  g:turn(2, 6)                       -- P2: par 1, a stroke: 0
  expect(g:scores()):is({ -1, 0 })
end)

-- A seeded bomb game (party deck, 2x3) whose first card turned is the bomb.
local function bombed()
  local g = game { deck = "party", variant = "bomb", seed = 1, size = "2x3" }
  for i = 1, g:cards() do
    if g:card(i).tags[1] == "bomb" and g:card(i).state == "down" then return g:turn(i) end
  end
end

test("a turn a script ends is a stroke too", function()
  local g = bombed()
  expect(g:moves()):is(1)
  expect(g:score(), "the bomb's -20 and a stroke"):is(-21)
end)

test("the game-over screen names the score's parts: par and strokes", function()
  local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" } }
  g:turn(1, 2)
  expect(g:score_parts(), "while the game goes on"):is(nil)
  g:turn(1, 5)
  g:turn(2, 6)
  g:turn(3, 7, 4, 8)
  expect(g:score_parts()):is({ { "Par", 7 }, { "Strokes", -5 } })
  expect(g:score()):is(7 - 5)
end)

test("a hazard's points that are not strokes are named apart, as other points", function()
  local g = bombed()
  g:play_perfectly()
  local parts = g:score_parts()
  expect({ parts[1][1], parts[2][1] }):is({ "Par", "Strokes" })
  expect(parts[3], "the two bombs of the pair, -20 each"):is({ "Other", -40 })
  expect(parts[1][2] + parts[2][2] + parts[3][2], "the parts add up"):is(g:score())
end)

test("in a duel each player's parts are their own", function()
  local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" }, variant = "duel" }
  g:turn(1, 5)
  g:turn(2, 3)
  g:turn(2, 6)
  g:turn(4, 8)
  g:turn(3, 7)
  expect(g:score_parts(1)):is({ { "Par", 1 }, { "Strokes", -2 } })
  expect(g:score_parts(2)):is({ { "Par", 5 }, { "Strokes", -3 } })
end)
