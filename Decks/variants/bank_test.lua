-- Tests of bank.lua: board 1:a 2:b 3:c 4:a 5:b 6:c, classic rules (+1 a match).

local board = { "a", "b", "c", "a", "b", "c" }

test("matches fill the pot, each worth more in a run", function()
  local g = game { board = board }
  g:turn(1, 4, 2, 5)
  expect(g:score()):is(0)
  expect(g:status()):is("Pot 3 (c banks)")
end)

test("banking scores the pot and ends the turn", function()
  local g = game { board = board, players = 2 }
  g:turn(1, 4)
  g:use("c")                          -- no card: the pot is banked wherever the cursor is
  expect(g:scores()):is({ 1, 0 })
  expect(g:player()):is(2)
  expect(g:messages()):is({ "Banked 1" })
  expect(g:tally("banked"), "tallied for memory simulate"):is(1)
  expect(g:status()):is("Pot empty")
end)

test("a mismatch loses the pot", function()
  local g = game { board = board, players = 2 }
  g:turn(1, 4, 2, 3)
  expect(g:scores()):is({ 0, 0 })
  expect(g:messages()):is({ "Pot lost: 1" })
  expect(g:tally("lost"), "tallied for memory simulate"):is(1)
  expect(g:tally("banked")):is(0)
  g:turn(2, 5)                        -- player 2's run starts from nothing
  expect(g:status()):is("Pot 1 (c banks)")
end)

test("clearing the board banks the last player's pot", function()
  local g = game { board = board, players = 2 }
  g:turn(1, 2)                        -- player 1 misses
  g:turn(1, 4, 2, 5, 3, 6)            -- player 2 clears the board: 1 + 2 + 3
  expect(g:result()):is("cleared")
  expect(g:scores()):is({ 0, 6 })
end)

test("an empty pot, or a turn under way, is not banked", function()
  local g = game { board = board }
  g:use("c")
  g:turn(1, 4, 2)
  g:use("c")
  local declined = g:events("action_declined")
  expect(#declined):is(2)
  expect(declined[1].text):is("Nothing to bank: match first")
  expect(declined[2].text):is("Bank between turns")
  expect(g:score()):is(0)
end)

test("a computer player goes on while it knows a pair, and banks when it does not", function()
  local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" } }
  g:turn(3, 7)                        -- c: a pot of 1, and no other card known
  expect(g:bot_action(1), "a fifth of a chance"):is("c")
  g:turn(1, 2, 5, 6)                  -- two misses lose the pot; a and b are known
  g:turn(1, 5)                        -- a: a pot of 1, with b's pair known
  expect(g:bot_action(1), "a pair is certain"):is(nil)
  expect(g:bot_action(0), "a random player banks at once"):is("c")
  expect(select("#", g:bot_action(0)), "the bank takes no card"):is(1)
end)
