-- Tests of the double-or-nothing variant: `memory test Decks/variants/double.lua`.

--- A game in which the pair a was found and its point bet on the next turn (cards 2 and 5 are
--- b, 3 and 6 are c).
local function betting()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  g:turn(1, 4)
  g:use("2", 1)
  return g
end

test("a bet won is paid on top of the next match", function()
  local g = betting()
  expect(g:status()):is("Betting 1: double or nothing")
  g:turn(2, 5)
  expect(g:score()):is(1 + 2)
  expect(g:messages()):contains("Bet won: +2")
end)

test("a bet lost takes away the bet match's points", function()
  local g = betting()
  g:turn(2, 3)
  expect(g:score()):is(0)
  expect(g:messages()):contains("Bet lost: -1")
end)

test("a won bet can be bet again, staking all the winning match scored", function()
  local g = betting()
  g:turn(2, 5)
  g:use("2", 1)
  expect(g:status()):is("Betting 2: double or nothing")
  g:turn(3, 6)
  expect(g:score()):is(1 + 2 + (1 + 2))
end)

test("no bet before a match, after a mismatch, once a turn has begun, or twice", function()
  local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" } }
  g:use("2", 1)
  expect(g:events("action_declined")[1].text):is("Bet right after a match")
  g:turn(1, 5)
  g:use("2", 1)
  g:use("2", 1)
  expect(g:events("action_declined")[2].text):is("Already betting 1")
  g:turn(2, 3)      -- the bet is lost
  g:use("2", 1)
  expect(g:events("action_declined")[3].text, "after a mismatch"):is("Bet right after a match")
  g:wait(1)
  g:turn(2, 6)      -- a match, then a card of the next turn
  g:turn(3)
  g:use("2", 1)
  expect(g:events("action_declined")[4].text, "a turn under way"):is("Bet right after a match")
  expect(g:score()):is(1)
end)

test("a computer player bets when it is likelier than not to find a pair next", function()
  local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" } }
  g:turn(1, 5)
  expect(g:bot_action(), "six cards never seen: 1 in 5"):is(nil)
  g:turn(2, 3)      -- b and c seen
  g:wait(1)
  g:turn(2, 6)      -- b found: c's place is known, and 4, 7 and 8 never seen
  local key, card = g:bot_action()
  expect(key, "1/3 + 2/3 × 1/2"):is("2")
  expect(card):is(3)
  expect(g:bot_action(0), "a player who turns cards at random does not bet"):is(nil)
  expect(g:bot_action(0.7), "nor one who forgets 30 %: 0.7 × 2/3 is under one half"):is(nil)
  expect(g:bot_action(0.8), "one who forgets 20 % does"):is("2")
  g:use("2", 3)
  expect(g:bot_action(), "already betting"):is(nil)
end)
