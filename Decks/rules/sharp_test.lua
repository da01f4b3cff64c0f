-- Tests of Decks/rules/sharp.lua: triples found without a miss earn the bonus.

local board = { "a", "b", "c", "a", "b", "c", "a", "b", "c" }

test("a triple taken at the first chance scores 1 and the bonus", function()
  local g = game { variant = "triples", board = board, params = { bonus = 2 } }
  g:turn(1, 2, 3, 4, 5, 6, 7, 8, 9)   -- three misses: now every card has been seen
  expect(g:score()):is(0)
  g:turn(1, 4, 7)
  expect(g:score(), "found without a miss"):is(3)
  expect(g:status()):is("Clean: 1")
  expect(g:tally("clean")):is(1)
end)

test("a miss while a triple is in sight costs its bonus", function()
  local g = game { variant = "triples", board = board, params = { bonus = 2 } }
  g:turn(1, 2, 3, 4, 5, 6, 7, 8, 9)
  g:turn(1, 4, 2)                      -- a miss with every group in sight
  g:turn(1, 4, 7)
  expect(g:score(), "a group found after a miss"):is(1)
  g:turn(2, 5, 8)
  expect(g:score()):is(2)
  expect(g:status()):is("Clean: 0")
end)

test("a miss before the last card of a triple was seen costs nothing", function()
  local g = game { variant = "triples", board = board, params = { bonus = 2 } }
  g:turn(1, 2, 4)                      -- a miss: a is not yet in sight (card 7 unseen)
  g:turn(1, 4, 7)                      -- found, though missed before it was in sight
  expect(g:score()):is(3)
end)

test("only the finder's own misses count", function()
  local g = game { variant = "triples", board = board, players = 2, params = { bonus = 2 } }
  g:turn(1, 2, 3)                      -- P1
  g:turn(4, 5, 6)                      -- P2
  g:turn(7, 8, 9)                      -- P1: every group in sight
  expect(g:player()):is(2)
  g:turn(1, 2, 4)                      -- P2 misses
  g:turn(1, 4, 7)                      -- P1 finds a without a miss of their own
  expect(g:score(1)):is(3)
  g:turn(2, 3, 5)                      -- P1 misses: P2's turn
  g:turn(2, 5, 8)                      -- P2 had missed with b in sight
  expect(g:score(2)):is(1)
end)

test("a perfect memory earns every bonus", function()
  local g = game { variant = "triples", seed = 3, size = 6, params = { bonus = 5 } }
  g:play_perfectly()
  expect(g:result()):is("cleared")
  expect(g:score()):is(6 * 6)
  expect(g:tally("clean")):is(6)
end)

test("pairs score the same way", function()
  local g = game { board = { "a", "b", "a", "b" }, params = { bonus = 2 } }
  g:turn(1, 2)                         -- a miss: neither pair in sight yet
  g:turn(3, 1)                         -- a in sight only now: found at once
  expect(g:score()):is(3)
end)

test("the game-over screen names the score's parts: groups and the sharp bonus", function()
  local g = game { variant = "triples", board = board, params = { bonus = 2 } }
  g:turn(1, 2, 3, 4, 5, 6, 7, 8, 9)
  g:turn(1, 4, 2)                      -- a miss with every group in sight: no bonus for a or b
  g:turn(1, 4, 7)
  g:turn(2, 5, 8)
  g:turn(3, 6, 9)                      -- c: missed too (every group was in sight)
  expect(g:result()):is("cleared")
  expect(g:score_parts()):is({ { "Groups", 3 }, { "Sharp bonus", 0 } })
  local clean = game { variant = "triples", seed = 3, size = 6, params = { bonus = 5 } }
  clean:play_perfectly()
  expect(clean:score_parts()):is({ { "Groups", 6 }, { "Sharp bonus", 30 } })
end)
