-- Tests of Decks/variants/boons.lua: one boon a player, each doing what it says, and computer
-- players choosing by their skill.

local board = { "a", "b", "c", "a", "b", "c" }

test("every player may choose one boon; choosing takes the others away", function()
  local g = game { board = board, players = 2 }
  for p = 1, 2 do
    for _, key in ipairs({ "1", "2", "3" }) do expect(g:charges(key, p), key .. " for " .. p):is(1) end
  end
  g:use("3")
  expect(g:charges("1", 1)):is(0)
  expect(g:charges("2", 1)):is(0)
  expect(g:charges("3", 1)):is(0)
  expect(g:charges("3", 2), "the other player's"):is(1)
  expect_error(function() g:use("2") end)
  expect(g:tally("boon3")):is(1)
end)

test("Double doubles the next pairs, as many as it says", function()
  local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" }, params = { double = 2 } }
  g:use("3")
  expect(g:status()):is("Double: 2")
  g:turn(1, 5)
  g:turn(2, 6)
  expect(g:score(), "two pairs doubled"):is(4)
  g:turn(3, 7)
  expect(g:score(), "the third is not"):is(5)
  expect(g:status()):is(nil)
end)

test("Insight shows an unfound pair to the chooser alone", function()
  local g = game { board = board, players = 2, params = { insight = 2 } }
  g:turn(1, 2)
  g:news()
  g:use("2", nil)
  local revealed = g:events("revealed")
  local shown = revealed[#revealed]
  expect(shown.player):is(2)
  expect(#shown.cards):is(2)
  expect(g:card(shown.cards[1]).key):is(g:card(shown.cards[2]).key)
  expect(g:card(shown.cards[1]).state):is("shown")
end)

test("Peeks gives two looks at the cursor's row", function()
  local g = game { board = board, size = "2x3" }
  g:use("1")
  expect(g:charges("e", 1)):is(2)
  g:news()
  g:use("e", 4)
  local revealed = g:events("revealed")
  expect(revealed[#revealed].cards):is({ 4, 5, 6 })
  expect(g:charges("e", 1)):is(1)
end)

test("a computer player takes Double when it forgets little, else Insight", function()
  local g = game { board = board }
  expect(g:bot_action(1)):is("3")
  expect(g:bot_action(0.7)):is("2")
end)
