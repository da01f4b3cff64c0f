-- Tests of the clock variant: `memory test Decks/variants/clock.lua`.

test("a player who waits 5 seconds loses the turn", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:wait(4.9)
  expect(g:player(), "before the clock runs out"):is(1)
  g:wait(0.1)
  expect(g:player(), "after 5 seconds"):is(2)
  expect(g:messages()):is({ "Too slow: the turn passes" })
end)

test("the clock starts again at every turn", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  g:wait(3)
  g:turn(1, 2)
  expect(g:player(), "a mismatch passes the turn"):is(2)
  g:wait(4)
  expect(g:player(), "4 seconds into player 2's turn"):is(2)
  g:wait(2)
  expect(g:player(), "player 2 was too slow"):is(1)
end)

test("the mismatch on show does not count against the next player's time", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  g:turn(1, 2)
  g:wait(1 + 4.9)
  expect(g:player(), "4.9 seconds after the mismatch turned back"):is(2)
  g:wait(0.1)
  expect(g:player(), "5 seconds after it"):is(1)
end)

test("the status line counts the turn down", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  expect(g:status(), "at the start"):is("Turn: 5s left")
  g:wait(1.5)
  expect(g:status(), "1.5 seconds in"):is("Turn: 4s left")
  g:turn(1, 2)
  expect(g:status(), "while the mismatch is on show"):is("Turn: 5s left")
  g:wait(1 + 3)
  expect(g:status(), "3 seconds into player 2's turn"):is("Turn: 2s left")
end)
