-- Tests of teams.lua: the status line's team totals, the pooled final scores, the winners' names.

test("the status line shows each team's points by its players' names", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  g:turn(1, 2)        -- P1 misses
  g:turn(1, 4)        -- P2 pairs a
  expect(g:status()):is("P1+P3 0 · P2+P4 1")
end)

test("every player ends with the team's total", function()
  local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" } }
  g:turn(1, 2)          -- P1 misses
  g:turn(1, 5, 2, 6)    -- P2 pairs a and b
  g:turn(3, 4)          -- P2 misses
  g:turn(3, 7, 4, 8)    -- P3 pairs c and d
  expect(g:over()):is(true)
  expect(table.concat(g:scores(), ",")):is("2,2,2,2")
  expect(g:messages()[1]):is("The teams tie")
end)

test("the team with more points wins, named as the game names its players", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" }, names = { "Ada", "Bo", "Cy", "CPU" } }
  g:turn(1, 2)          -- Ada misses
  g:turn(1, 4, 2, 5)    -- Bo pairs a and b
  g:turn(3, 6)          -- and c
  expect(table.concat(g:scores(), ",")):is("0,3,0,3")
  expect(g:messages()[1]):is("Bo and CPU win")
end)

test("with two seats (against the computer) it is one against one", function()
  local g = game { board = { "a", "b", "a", "b" }, players = 2, names = { "Ada", "CPU" } }
  g:turn(1, 2)          -- Ada misses
  g:turn(1, 3, 2, 4)    -- CPU pairs both
  expect(g:status()):is("Ada 0 · CPU 2")
  expect(g:messages()[1]):is("CPU wins")
end)
