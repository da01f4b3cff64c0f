-- Tests of the shop variant: `memory test Decks/variants/shop.lua`.

local board = { "a", "b", "c", "d", "e", "f", "a", "b", "c", "d", "e", "f" }

test("a mismatch costs a life; the last one loses the game", function()
  local g = game { board = board }
  expect(g:status()):is("Lives: 5 · x look 1 · e life 2")
  g:turn(1, 2, 1, 2, 1, 2, 1, 2)
  expect(g:state().lives):is(1)
  g:turn(1, 2)
  expect(g:result()):is("lost")
end)

test("points buy an extra life", function()
  local g = game { board = board }
  g:turn(1, 7, 2, 8)
  expect(g:score()):is(2)
  g:use("e", 1)
  expect(g:score()):is(0)
  expect(g:state().lives):is(6)
  expect(g:messages()):is({ "One more life" })
end)

test("without the points nothing is bought and nothing spent", function()
  local g = game { board = board }
  g:turn(1, 7)
  g:use("e", 1)
  expect(g:events("action_declined")[1].text):is("Not enough points: it costs 2, you have 1")
  expect(g:state().lives):is(5)
  expect(g:score()):is(1)
end)

test("a look shows the card under the cursor for a second, for 1 point", function()
  local g = game { board = board }
  g:turn(1, 7)
  g:use("x", 4)
  expect(g:events("revealed")[1].cards):is({ 4 })
  expect(g:score()):is(0)
  g:wait(1)
  expect(g:card(4).state):is("down")
  expect(g:card(4).times_shown):is(1)
end)

test("prices and lives are params", function()
  local g = game { board = board, params = { life = 1, lives = 1 } }
  g:turn(1, 7)
  g:use("e", 1)
  expect(g:state().lives):is(2)
end)

test("computer players buy a life when down to their last, and look when they can spare points", function()
  local g = game { board = board, params = { lives = 2 } }
  expect(g:bot_action(), "nothing to spend"):is(nil)
  g:turn(1, 7, 2, 8, 3, 9)
  local key, card = g:bot_action()
  expect(key, "a life to spare and 3 points: a look"):is("x")
  expect(card, "the first card nobody has seen"):is(4)
  g:turn(4, 5)
  key, card = g:bot_action()
  expect(key, "one life left"):is("e")
  g:use(key, card)
  expect(g:state().lives):is(2)
end)
