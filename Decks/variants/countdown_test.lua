-- Tests of the countdown variant: `memory test Decks/variants/countdown.lua`.

test("a pair found on the turn its first card was seen scores", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:turn(1, 3)
  expect(g:score()):is(1)
end)

test("a pair found on the last turn of its countdown scores", function()
  local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" }, params = { turns = 3 } }
  g:turn(1, 2)      -- turn 1: a is seen
  g:turn(3, 4)      -- turn 2
  g:turn(1, 5)      -- turn 3: the last one for a
  expect(g:score()):is(1)
end)

test("a pair found after its countdown scores nothing, and the player is told", function()
  local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" }, params = { turns = 2 } }
  g:turn(1, 2)      -- turn 1: a and b are seen
  g:turn(3, 4)      -- turn 2: c and d are seen; the last turn for a and b
  g:turn(3, 7)      -- turn 3: the last one for c, in time
  expect(g:score()):is(1)
  g:turn(1, 5)      -- turn 4: too late for a
  expect(g:score()):is(1)
  expect(g:messages()):contains("Too late: that pair scores nothing")
end)

test("seen face-down cards show their turns left; unseen ones show nothing", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" }, params = { turns = 4 } }
  g:turn(1, 2)
  g:wait(1)
  expect(g:card(1).mark, "a, seen on turn 1 of 4"):is("3")
  expect(g:card(2).mark):is("3")
  expect(g:card(4).mark, "the other a, never seen"):is(nil)
  g:turn(3, 4)
  g:wait(1)
  expect(g:card(1).mark):is("2")
  expect(g:card(3).mark, "c, seen on turn 2"):is("3")
  expect(g:card(4).mark, "the other a, seen now, counts from turn 1"):is("2")
end)

test("a found pair loses its marks", function()
  local g = game { board = { "a", "b", "a", "b" }, params = { turns = 4 } }
  g:turn(1, 2, 1, 3)
  expect(g:card(1).mark):is(nil)
  expect(g:card(2).mark, "b, still to find"):is("2")
end)

test("the mark counts down to 0 once a pair is too late", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" }, params = { turns = 1 } }
  g:turn(1, 2)
  g:wait(1)
  expect(g:card(1).mark):is("0")
end)

test("the game-over screen says how many pairs came too late", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" }, params = { turns = 1 } }
  g:turn(1, 2, 3, 4, 2, 5, 3, 6, 1, 4)
  expect(g:result()):is("cleared")
  expect(g:score()):is(0)
  expect(g:messages()):contains("3 pairs found too late")
end)
