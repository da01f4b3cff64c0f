-- Tests of the spyglass variant: `memory test Decks/variants/spyglass.lua`.

test("r shows the face-down cards of the row for a second", function()
  local g = game { size = "2x3", board = { "a", "b", "c", "a", "b", "c" } }
  g:use("r", 5)
  expect(g:events("revealed")[1].cards):is({ 4, 5, 6 })
  expect(g:card(4).state):is("shown")
  g:wait(1)
  expect(g:card(4).state):is("down")
end)

test("three uses a game, then none", function()
  local g = game { size = "2x3", board = { "a", "b", "c", "a", "b", "c" } }
  g:use("r", 1):use("r", 1):use("r", 1)
  expect(g:charges("r")):is(0)
  expect_error(function() g:use("r", 1) end, "no Peek row left")
end)

test("a row with nothing face down is declined, and no charge is spent", function()
  local g = game { size = "2x3", board = { "a", "b", "b", "a", "c", "c" } }
  g:turn(2, 3)
  g:use("r", 1)
  expect(g:charges("r")):is(2)
  expect(g:events("action_declined")):is({})
  g:turn(1, 4)
  g:use("r", 1)
  expect(g:events("action_declined")[1].text):is("Nothing to see in this row")
  expect(g:charges("r")):is(2)
end)

test("a card the spyglass showed counts as shown, as a turned card does", function()
  local g = game { size = "2x3", board = { "a", "b", "c", "a", "b", "c" } }
  g:turn(1, 2)
  g:use("r", 5)
  g:wait(1)
  expect(g:card(1).times_shown, "turned"):is(1)
  expect(g:card(5).times_shown, "revealed"):is(1)
  expect(g:card(3).times_shown, "never shown"):is(0)
end)

test("a computer player peeks at the row with the most cards nobody has seen", function()
  local g = game { size = "2x3", board = { "a", "b", "c", "b", "a", "c" } }
  g:turn(4, 5)
  g:use("r", 1)
  g:wait(1)
  -- Move 1 (the spyglass's turn): row 1 was just shown, row 2 holds card 6, never shown.
  local key, card = g:bot_action()
  expect(key):is("r")
  expect(card):is(6)
end)

test("every third pair a player finds earns them another peek", function()
  local g = game { size = "2x4", board = { "a", "b", "c", "d", "a", "b", "c", "d" } }
  g:use("r", 1)
  expect(g:charges("r")):is(2)
  g:turn(1, 5):turn(2, 6)
  expect(g:events("granted")):is({})
  g:turn(3, 7)
  expect(g:charges("r")):is(3)
  expect(g:events("granted")[1].key):is("r")
  expect(g:messages()[1]):is("P1 earns another peek")
end)

test("the pairs to find for a peek is a param, each player counting their own", function()
  local g = game { size = "2x4", board = { "a", "b", "c", "d", "a", "b", "c", "d" }, players = 2, params = { earn = 1 } }
  g:turn(1, 2)                 -- P1 misses
  g:turn(1, 5)                 -- P2 pairs a
  expect(g:charges("r", 2)):is(4)
  expect(g:charges("r", 1)):is(3)
end)

test("the last pair earns nothing: the game is over", function()
  local g = game { size = "1x2", board = { "a", "a" }, params = { earn = 1 } }
  g:turn(1, 2)
  expect(g:over()):is(true)
  expect(g:events("granted")):is({})
end)
