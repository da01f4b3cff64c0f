-- Tests of the chain variant: `memory test Decks/variants/chain.lua`.

local playtest = require "playtest"

local board = { "a", "a", "b", "c",
                "d", "e", "b", "c",
                "d", "e", "f", "g",
                "h", "f", "g", "h" }

test("after a pair, a turn that starts next to a found card costs nothing", function()
  local g = game { board = board, size = "4x4" }
  g:turn(1, 2)
  expect(g:status()):is("Chain: start next to a found pair")
  g:turn(3, 4)   -- 3 is beside 2
  expect(g:score()):is(1)
  expect(g:messages()):is({})
  expect(g:status()):is(nil)
end)

test("after a pair, a turn that starts elsewhere costs a point", function()
  local g = game { board = board, size = "4x4", params = { cost = 2 } }
  g:turn(1, 2)
  g:turn(16, 15)
  expect(g:score()):is(-1)
  expect(g:messages()):is({ "Off the chain: −2" })
  g:turn(11, 12)   -- the chain holds only for the turn after a pair
  expect(g:score()):is(-1)
end)

test("computer players are told to start next to a found card, and only then", function()
  local g = game { board = board, size = "4x4" }
  expect(g:bot_cards()):is(nil)
  g:turn(1, 2)
  expect(g:bot_cards()):is({ 3, 5, 6 })
  g:turn(3, 4)
  expect(g:bot_cards()):is(nil)
end)

test("when no face-down card is next to a found one, a turn starts anywhere", function()
  -- With gravity, found cards leave the board: none is left to start next to.
  local g = game { variant = "chain+gravity", board = board, size = "4x4" }
  g:turn(1, 2)
  g:turn(16, 15)
  expect(g:score()):is(1)
  expect(g:messages()):is({})
end)

test("on a board of a number of pairs there is no chain, and the player is told", function()
  local g = game { board = { "a", "b", "a", "b" } }
  expect(g:messages()[1]):contains("needs a grid")
  g:turn(1, 3)
  expect(g:bot_cards()):is(nil)
end)

test("a game played without a mistake is cleared", function()
  local g = game { seed = 2, size = "4x4" }
  g:play_perfectly()
  expect(g:result()):is("cleared")
end)

--- Plays a duel to its end against a computer opponent of `bot`, the person turning the first
--- two face-down cards each turn (remembering nothing); returns the game and what the computer
--- paid for leaving the chain.
local function duel(bot)
  local g = game { size = "4x4", bot = bot, seed = 1 }
  playtest.against_computer(g)
  local paid = 0
  for _, e in ipairs(g:events("awarded")) do if e.player == 2 and e.points < 0 then paid = paid - e.points end end
  return g, paid
end

test("a computer opponent that follows bot_cards never pays for leaving the chain", function()
  local g, paid = duel("perfect")
  expect(g:result()):is("cleared")
  local found = 0
  for _, e in ipairs(g:events("matched")) do if e.player == 2 then found = found + 1 end end
  expect(found, "the computer's pairs: its next turns were chained"):is_at_least(2)
  expect(paid):is(0)
  expect(g:score(2), "a point a pair"):is(found)
  local _, random_paid = duel("random")
  expect(random_paid, "the random player follows no hook and pays"):is_at_least(1)
end)
