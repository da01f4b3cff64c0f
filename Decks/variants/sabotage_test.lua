-- Tests of Decks/variants/sabotage.lua: pairs earn traps, a trap is set once the setter's next
-- two cards are judged and masks its card as another key's, and the opponent's miss with it pays
-- the setter and unmasks it.

local board = { "a", "b", "c", "d", "a", "b", "c", "d" }

test("pairs earn a Sabotage, every earn pairs", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" }, params = { earn = 2 } }
  expect(g:charges("x", 1)):is(0)
  expect_error(function() g:use("x", 2) end)
  g:turn(1, 4)
  expect(g:charges("x", 1), "after one pair"):is(0)
  g:turn(2, 5)
  expect(g:charges("x", 1), "after two pairs"):is(1)
end)

test("a trap is set after the setter's two cards, masked as another key; the opponent's miss pays", function()
  local g = game { board = board, params = { earn = 1, bounty = 3 } }
  g:turn(1, 5)                       -- P1 finds a's: one Sabotage
  g:use("x", 2)                      -- a trap on a b, set after P1's next two cards
  expect(g:card(2).disguise, "not yet"):is(nil)
  g:turn(3, 4)                       -- P1 misses: the trap is set, P2's turn
  local mask = g:card(2).disguise
  expect(mask ~= nil and mask ~= "b", "masked as another face"):is(true)
  expect(g:status()):is("Traps: 1")
  expect(g:charges("x", 1)):is(0)
  expect(g:player()):is(2)
  g:turn(2, 8)                       -- P2 misses with the trap (b, shown as the mask, and d)
  expect(g:score(1), "P1: a pair and the bounty"):is(4)
  expect(g:score(2)):is(0)
  expect(g:messages()):contains("Sabotaged! P1 +3")
  expect(g:card(2).disguise, "unmasked"):is(nil)
  expect(g:tally("sprung")):is(1)
  local seen = g:events("seen")
  expect(seen[#seen - 1].face, "P2 saw the mask"):is(mask)
end)

test("a card the setter turns before the trap is set is given back", function()
  local g = game { board = board, params = { earn = 1 } }
  g:turn(1, 5)
  g:use("x", 2)
  g:turn(2, 3)
  expect(g:card(2).disguise):is(nil)
  expect(g:charges("x", 1)):is(1)
  expect(g:tally("set")):is(0)
end)

test("your own miss with your trap unmasks it and pays nobody", function()
  local g = game { board = board, params = { earn = 1 } }
  g:turn(1, 5)
  g:use("x", 2)
  g:turn(3, 7)                       -- a pair: the trap is set, P1 plays on
  expect(g:card(2).disguise ~= nil):is(true)
  g:turn(2, 4)
  expect(g:score(1)):is(2)
  expect(g:messages()):contains("Your own trap: unmasked")
  expect(g:card(2).disguise):is(nil)
  expect(g:status()):is(nil)
end)

test("a trap found in a pair is gone, unpaid", function()
  local g = game { board = board, params = { earn = 1 } }
  g:turn(1, 5)
  g:use("x", 2)
  g:turn(3, 4)
  g:turn(2, 6)                       -- P2 pairs the b's, trap and all
  expect(g:score(2)):is(1)
  expect(g:score(1)):is(1)
  expect(g:status()):is(nil)
  expect(g:tally("paired")):is(1)
end)

test("declined uses spend nothing", function()
  local g = game { board = { "a", "b", "a", "b" }, params = { earn = 1 } }
  g:turn(1, 3)
  g:news()
  g:use("x", 1)
  g:use("x", 2)
  local declined = g:events("action_declined")
  expect(declined[1].text):is("Sabotage a face-down card")
  expect(declined[2].text):is("No other face to mask it with")
  expect(g:charges("x", 1)):is(1)
end)

test("a computer player sets its traps on the last card nobody has seen", function()
  local g = game { board = board, params = { earn = 1 }, bot = "perfect" }
  expect(g:bot_action(), "nothing to set yet"):is(nil)
  g:turn(1, 5)
  local key, card = g:bot_action()
  expect(key):is("x")
  expect(card):is(8)
end)
