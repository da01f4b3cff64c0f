-- Tests of rot.lua: board 1:a 2:b 3:c 4:c 5:b 6:a on a 2x3 grid, penalty rules (+10 a match).

local board = { "a", "b", "c", "c", "b", "a" }

test("a seen card left face down rots after the turns", function()
  local g = game { board = board, size = "2x3", params = { turns = 2 } }
  g:turn(1, 4)                       -- a and c seen
  expect(g:card(1).mark, "one turn later"):is(nil)
  g:turn(2, 5)                       -- b
  expect(g:card(1).mark, "two turns later"):is("☣")
  expect(g:card(4).mark):is("☣")
  expect(g:card(3).mark, "never seen"):is(nil)
end)

test("a match with rotten cards scores less", function()
  local g = game { board = board, size = "2x3", rules = "penalty", params = { turns = 2, cost = 3 } }
  g:turn(1, 4, 2, 5)
  g:turn(6, 1)                        -- a: one rotten card
  expect(g:score()):is(10 + 10 - 3)
  expect(g:messages()):is({ "1 rotten: −3" })
end)

test("turning a card again keeps it fresh", function()
  local g = game { board = board, size = "2x3", params = { turns = 3 } }
  g:turn(1, 2)                       -- a and b seen in the first turn (none completed before it)
  g:turn(1, 3)                       -- a again in the second
  g:turn(3, 4)                       -- the third ends: b (3 turns old) rots, a (2) does not
  expect(g:card(2).mark):is("☣")
  expect(g:card(1).mark):is(nil)
end)

test("a card keeps its age when another variant moves it", function()
  -- mirror swaps the face-down cards 1<->3 and 4<->6 after the match of b
  local g = game { variant = "rot+mirror", board = board, size = "2x3", params = { turns = 2 } }
  g:turn(1, 4)                       -- a (now moving to 3) and c (to 6) seen
  g:turn(2, 5)
  expect(g:card(3).key):is("a")
  expect(g:card(3).mark, "the a that was seen"):is("☣")
  expect(g:card(1).mark, "the c never seen, moved to place 1"):is(nil)
end)

test("computer players pair the cards nearest to rotting first", function()
  local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" }, params = { turns = 5 } }
  expect(g:bot_keys(), "nothing seen"):is(nil)
  g:turn(1, 2)
  g:turn(3, 4)
  expect(g:bot_keys()):is({ "a", "b" })
  g:turn(1, 5)
  expect(g:bot_keys(), "a found, b the oldest left"):is({ "b" })
end)
