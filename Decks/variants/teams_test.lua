-- Tests of teams.lua: the status line's team totals, the team's win, the pooled final scores.

test("the status line shows each team's points by its players' names", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  g:turn(1, 2)        -- P1 misses
  g:turn(1, 4)        -- P2 pairs a
  expect(g:status()):is("P1+P3 0 · P2+P4 1")
end)

test("level teams tie: the board is cleared and every player ends with the team's total", function()
  local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" } }
  g:turn(1, 2)          -- P1 misses
  g:turn(1, 5, 2, 6)    -- P2 pairs a and b
  g:turn(3, 4)          -- P2 misses
  g:turn(3, 7, 4, 8)    -- P3 pairs c and d
  expect(g:result()):is("cleared")
  expect(table.concat(g:scores(), ",")):is("2,2,2,2")
  expect(g:messages()):is({ "The teams tie, 2 points each" })   -- said at the end: a line of the game-over screen
  expect(g:winners()):is({ 1, 2, 3, 4 })   -- a tie on points
end)

test("the team with more points wins together, named as the game names its players", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" }, names = { "Ada", "Bo", "Cy", "CPU" } }
  g:turn(1, 2)          -- Ada misses
  g:turn(1, 4, 2, 5)    -- Bo pairs a and b
  g:turn(3, 6)          -- and c
  expect(g:result()):is("won")
  expect(g:result_text()):is("Bo+CPU win 3 to 0")
  expect(g:winners()):is({ 2, 4 })
  expect(table.concat(g:scores(), ",")):is("0,3,0,3")
end)

test("a team's win counts the points of each of its players", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  g:turn(1, 4)          -- P1 pairs a
  g:turn(2, 3)          -- P1 misses
  g:turn(2, 6)          -- P2 misses
  g:turn(2, 5, 3, 6)    -- P3 pairs b and c
  expect(g:result_text()):is("P1+P3 win 3 to 0")
  expect(g:winners()):is({ 1, 3 })
end)

test("with two seats (against the computer) it is one against one", function()
  local g = game { board = { "a", "b", "a", "b" }, players = 2, names = { "Ada", "CPU" } }
  g:turn(1, 2)          -- Ada misses
  g:turn(1, 3, 2, 4)    -- CPU pairs both
  expect(g:status()):is("Ada 0 · CPU 2")
  expect(g:result_text()):is("CPU wins 2 to 0")
  expect(g:winners()):is({ 2 })
end)

test("four players get a 4x4 board unless another is asked for", function()
  expect(game { seed = 1 }:cards()):is(16)
end)
