-- Tests of the spyglass variant: `memory test Decks/variants/spyglass.lua`.

test("r shows the face-down cards of the row for a second", function()
  local g = game { size = "2x3", board = { "a", "b", "c", "a", "b", "c" } }
  g:use("r", 5)
  expect(g:events("revealed")[1].cards):is({ 4, 5, 6 })
  expect(g:card(4).state):is("shown")
  g:wait(1)
  expect(g:card(4).state):is("down")
end)

test("in a duel the look is the peeker's alone: the opponent's computer does not learn the row", function()
  local g = game { size = "2x3", board = { "a", "b", "c", "a", "b", "c" }, bot = "perfect" }
  g:use("r", 5)
  expect(g:events("revealed")[1].player):is(1)
  expect(g:card(5).times_shown, "P1 has seen it"):is(1)
  expect(g:bot_knows(2), "the computer saw nothing"):is({})
  g:wait(1)
  expect(g:events("reveal_ended")[1].player):is(1)
end)

test("a computer's look is its own: the person's count of cards seen does not grow", function()
  local g = game { size = "3x4", board = { "a", "b", "c", "d", "e", "f", "a", "b", "c", "d", "e", "f" }, bot = "perfect" }
  g:turn(1, 2)                                     -- P1 misses: the computer's turn
  g:play_bots()
  local look = g:events("revealed")[1]
  expect(look.player, "the computer peeked, for itself"):is(2)
  expect(g:player(), "the person's turn again"):is(1)
  local still_down = 0
  for _, c in ipairs(look.cards) do
    if g:card(c).state == "down" then
      still_down = still_down + 1
      expect(g:card(c).times_shown, "P1 did not see card " .. c):is(0)
    end
  end
  expect(still_down, "cards it peeked at are still face down"):is_at_least(1)
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
