-- Tests of together.lua: a cleared board is every seat's win, the end of the time every seat's loss.

test("clearing the board in time wins for every seat", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:turn(1, 2)          -- P1 misses
  g:turn(1, 3, 2, 4)    -- P2 pairs both
  expect(g:result()):is("cleared")
  expect(g:winners()):is({ 1, 2 })
end)

test("running out of time loses for every seat, whoever found more", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:turn(1, 3)          -- P1 pairs a
  g:wait(61)
  expect(g:result()):is("time")
  expect(g:winners()):is({})
end)

test("the time is the seconds param", function()
  local g = game { board = { "a", "b", "a", "b" }, params = { seconds = 10 } }
  g:wait(9)
  expect(g:over()):is(false)
  expect(g:status()):is("Found together: 0 · 1s left")
  g:wait(1)
  expect(g:result()):is("time")
end)

test("the status line counts the pairs of every seat", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  g:turn(1, 4)          -- P1 pairs a
  g:turn(2, 3)          -- P1 misses
  g:turn(2, 5)          -- P2 pairs b
  expect(g:status()):contains("Found together: 2 · ")
end)

test("the time is whole seconds, so the clock and the seconds left agree", function()
  expect_error(function() game { board = { "a", "b", "a", "b" }, params = { seconds = 45.5 } } end, "whole number")
end)
