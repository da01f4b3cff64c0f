-- Tests of Decks/variants/underdog.lua: a secret look for a player behind.
local playtest = require "playtest"

test("a player 2 points behind starts the turn with a look at a card they have not seen", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c", "d", "d" } }
  g:turn(1, 4, 2, 5, 3, 7)          -- P1 finds two pairs, then misses: P2 is 2 behind
  expect(g:player()):is(2)
  g:wait(1)
  local looks = g:events("revealed")
  expect(#looks):is(1)
  expect(looks[1].player, "shown to P2 alone"):is(2)
  local card = looks[1].cards[1]
  expect({ 6, 8 }, "cards 3 and 7 were seen in the miss"):contains(card)
  expect(g:tally("looks")):is(1)
  expect(g:status()):is("Underdog: P2")
end)

test("no look for a player less than 2 behind, nor for the leader", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c", "d", "d" } }
  g:turn(1, 4, 2, 3)                -- P1 one pair ahead, then misses
  g:wait(1)
  expect(#g:events("revealed"), "P2 is one behind"):is(0)
  expect(g:status()):is("Underdog: none")
  g:turn(5, 6)                      -- P2 misses; P1 leads
  g:wait(1)
  expect(#g:events("revealed"), "P1 leads"):is(0)
end)

test("the look waits for the mismatch on show to turn back, and lasts the param's seconds", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c", "d", "d" }, params = { look = 2 } }
  g:turn(1, 4, 2, 5, 3, 7)
  expect(#g:events("revealed"), "not while the miss is on show"):is(0)
  g:wait(1)
  expect(#g:events("revealed")):is(1)
  expect(g:card(g:events("revealed")[1].cards[1]).state):is("shown")
  g:wait(1.9)
  expect(#g:events("reveal_ended")):is(0)
  g:wait(0.2)
  expect(#g:events("reveal_ended")):is(1)
end)

test("the gap is a param", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c", "d", "d" }, params = { behind = 1 } }
  g:turn(1, 4, 2, 3)
  g:wait(1)
  expect(#g:events("revealed")):is(1)
end)

test("the computer player behind learns the card it looks at", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c", "d", "d" }, bot = "perfect" }
  g:turn(1, 4, 2, 5, 3, 7)
  g:wait(1)
  local card = g:events("revealed")[1].cards[1]
  expect(g:bot_knows(2)):contains(card)
end)

test("a seeded duel against the computer ends, with looks for whoever falls behind", function()
  local g = game { bot = "forgetful:0.3", size = "4x4", seed = 5 }
  playtest.against_computer(g)
  expect(g:over()):is(true)
  expect(g:tally("looks")):is_at_least(1)
end)
