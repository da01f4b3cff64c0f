-- Tests of Decks/variants/chessclock.lua: each player's clock runs only on their turn.

local board = { "a", "b", "c", "a", "b", "c" }

test("only the player whose turn it is spends time, and a mismatch on show is free", function()
  local g = game { board = board, params = { seconds = 60, lead = 0 } }
  g:wait(5)
  g:turn(1, 2)                     -- P1 misses after 5 seconds
  expect(g:status()):is("P1 0:55 P2 1:00")
  g:wait(1)                        -- the mismatch on show: nobody's time
  expect(g:status()):is("P1 0:55 P2 1:00")
  g:wait(10)
  expect(g:player()):is(2)
  expect(g:status()):is("P1 0:55 P2 0:50")
  g:turn(3, 1)                     -- P2 misses: P1's clock runs again, from 55
  g:wait(1 + 20)
  expect(g:status()):is("P1 0:35 P2 0:50")
end)

test("a match keeps the same player's clock running", function()
  local g = game { board = board, params = { seconds = 60, lead = 0 } }
  g:wait(4)
  g:turn(1, 4)
  g:wait(6)
  expect(g:player()):is(1)
  expect(g:status()):is("P1 0:50 P2 1:00")
end)

test("whoever runs out of time loses", function()
  local g = game { board = board, params = { seconds = 30, lead = 0 } }
  g:turn(1, 2)                     -- P1 misses at once
  g:wait(1 + 29)
  expect(g:over(), "P2 has a second left"):is(false)
  g:wait(1)
  expect(g:result()):is("won")
  expect(g:result_text()):is("P2 ran out of time")
  expect(g:winners()):is({ 1 })
  expect(g:tally("flag_falls")):is(1)
end)

test("a clock stops with the turn: time left over is kept for later", function()
  local g = game { board = board, params = { seconds = 10, lead = 0 } }
  g:wait(9)
  g:turn(1, 2)                     -- P1 misses with 1 second left
  g:wait(1 + 9)
  g:turn(3, 1)                     -- P2 misses with 1 second left
  g:wait(1 + 0.5)
  expect(g:over(), "P1 still has half a second"):is(false)
  g:wait(0.5)
  expect(g:winners()):is({ 2 })
end)

test("a board cleared in time goes to the most pairs", function()
  local g = game { board = board, params = { seconds = 60, lead = 0 } }
  g:turn(1, 4, 2, 5)
  g:turn(3, 6)
  expect(g:result()):is("cleared")
  expect(g:winners()):is({ 1 })
end)

test("against the computer, its clock runs only on its turns", function()
  local g = game { board = board, bot = "perfect", params = { seconds = 60, lead = 0 } }
  g:wait(3)
  g:turn(1, 2)                     -- the person misses: the computer's turn
  g:play_bots()                    -- it takes no time to choose, so its clock stays full
  expect(g:over()):is(true)
  expect(g:status()):is("P1 0:57 CPU 1:00")
end)

test("each later seat starts the lead shorter", function()
  local g = game { board = board, players = 3, params = { seconds = 60, lead = 5 } }
  expect(g:status()):is("P1 1:00 P2 0:55 P3 0:50")
end)
