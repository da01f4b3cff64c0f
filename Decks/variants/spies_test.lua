-- Tests of Decks/variants/spies.lua: `memory test Decks/variants/spies.lua`.

local board = { "a", "b", "c", "d", "a", "b", "c", "d" }

test("each player starts with one Spy and no Lock", function()
  local g = game { board = board }
  expect(g:charges("e", 1)):is(1)
  expect(g:charges("e", 2)):is(1)
  expect(g:charges("f", 1)):is(0)
  expect_error(function() g:use("f", 1) end)
end)

test("a Spy shows a face-down card for a second and is spent", function()
  local g = game { board = board }
  g:use("e", 3)
  expect(g:card(3).state):is("shown")
  expect(g:charges("e", 1)):is(0)
  expect(g:tally("spied")):is(1)
  g:wait(1)
  expect(g:card(3).state):is("down")
end)

test("a Spy is secret: the spy sees the card, the opponent's computer does not", function()
  local g = game { board = board, bot = "perfect" }
  g:use("e", 3)
  expect(g:events("revealed")[1].player, "shown to P1 alone"):is(1)
  expect(g:card(3).times_shown, "P1 has seen it"):is(1)
  expect(g:bot_knows(2), "the computer did not learn the spied card"):is({})
  g:turn(1, 2)                                     -- P1 misses: the computer's turn
  expect(g:card(3).times_shown, "the computer has not seen it"):is(0)
  expect(g:bot_knows(2), "it learns the cards turned in sight"):is({ 1, 2 })
end)

test("a Spy on a found card declines and costs nothing", function()
  local g = game { board = board }
  g:turn(1, 5)
  g:use("e", 1)
  expect(g:charges("e", 1)):is(1)
  expect(g:events("action_declined")[1].text):is("Spy on a face-down card")
end)

test("two pairs in a row earn a Spy, three a Lock", function()
  local g = game { board = board }
  g:turn(1, 5)
  expect(g:charges("e", 1)):is(1)
  g:turn(2, 6)
  expect(g:charges("e", 1), "after two in a row"):is(2)
  g:turn(3, 7)
  expect(g:charges("f", 1), "after three in a row"):is(1)
  expect(g:charges("e", 2), "the other player earns nothing"):is(1)
  expect(g:messages()):is({ "P1 earns a Spy", "P1 earns a Lock" })
  expect(#g:events("granted")):is(2)
end)

test("a Lock used by P1 stops P2 turning the card, with the reason", function()
  local g = game { board = { "a", "b", "c", "d", "e", "a", "b", "c", "d", "e" } }
  g:turn(1, 6)
  g:turn(2, 7)
  g:turn(3, 8)                                     -- P1 earns a Lock
  g:use("f", 9)                                    -- lock the d at 9
  expect(g:card(9).frozen):is(true)
  g:turn(4, 5)                                     -- P1 misses: d and e seen
  expect(g:player()):is(2)
  expect_error(function() g:turn(9) end, "locked by P1")
  g:turn(4, 10)                                    -- P2 misses too
  expect(g:card(9).frozen, "thawed after P2's turn"):is(false)
  g:turn(4, 9)                                     -- P1 takes the pair it kept
  expect(g:card(9).state):is("matched")
end)

test("computer players spy only when they know no pair, on a card nobody has seen", function()
  local g = game { board = board }
  local key, card = g:bot_action()
  expect(key .. card, "nothing seen: spy on the first unseen card"):is("e1")
  expect(g:bot_action(0), "a player who plays at random does not spy"):is(nil)
  g:turn(1, 2)                                     -- P1 sees a and b
  g:turn(5, 6)                                     -- P2 sees their partners: two pairs known
  expect(g:bot_action(), "P1 knows a pair"):is(nil)
end)

test("computer players lock a card they have seen whose partner nobody has", function()
  local g = game { board = { "a", "b", "c", "d", "e", "a", "b", "c", "d", "e" } }
  g:turn(1, 6)
  g:turn(2, 7)
  g:turn(3, 8)                                     -- P1 earns a Lock
  g:turn(4, 5)                                     -- P1 misses: d and e seen
  g:turn(4, 10)                                    -- P2 misses: both e seen, one d
  local key, card = g:bot_action()
  expect(key .. card, "P1 locks the d whose partner is unseen"):is("f4")
end)

test("a seeded duel played without a mistake ends cleared, with power-ups earned", function()
  local g = game { seed = 4, size = "4x4" }
  g:play_perfectly()
  expect(g:result()):is("cleared")
  expect(g:score(1) + g:score(2)):is(8)
  expect(#g:events("granted")):is_at_least(1)
end)

test("a computer opponent spies when it knows no pair, and spends the power-ups it earns", function()
  local g = game { board = board, bot = "perfect" }
  g:turn(1, 2)                                     -- a miss: the computer's turn
  expect(g:computer()):is(true)
  g:play_bots()
  local spied = g:events("revealed")[1]
  expect(spied.cards, "its first Spy: the first card it has not seen"):is({ 3 })
  expect(spied.player, "shown to the computer alone"):is(2)
  local used = {}
  for _, e in ipairs(g:events("action_used")) do used[#used + 1] = e.key .. e.player end
  expect(used, "its Spy, the Spy it earns, then the Lock it earns"):is({ "e2", "e2", "f2" })
  expect(g:messages()):is({ "CPU earns a Spy", "CPU earns a Lock" })
  expect(g:result()):is("cleared")
  expect(g:scores()):is({ 0, 4 })
end)
