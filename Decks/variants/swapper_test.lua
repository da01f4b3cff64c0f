-- Tests of swapper.lua

test("x picks a card and marks it; x on another swaps them and spends a charge", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  g:use("x", 1)
  expect(g:card(1).mark):is("⇄")
  expect(g:charges("x")):is(2)
  expect(g:events("action_declined")[1].text):is("Now x on the card to swap it with")
  g:use("x", 2)
  expect(g:card(1).key):is("b")
  expect(g:card(2).key):is("a")
  expect(g:card(1).mark):is(nil)
  expect(g:card(2).mark, "the unmark is applied before the swap"):is(nil)
  expect(g:charges("x")):is(1)
  expect(#g:events("swapped")):is(1)
end)

test("x twice on the same card cancels the pick", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  g:use("x", 1):use("x", 1)
  expect(g:card(1).mark):is(nil)
  expect(g:charges("x")):is(2)
  expect(#g:events("swapped")):is(0)
end)

test("each player has their own pick", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  g:use("x", 1)
  g:turn(2, 3)            -- a mismatch: player 2's turn
  expect(g:player()):is(2)
  g:use("x", 5)
  expect(#g:events("swapped"), "player 2 only picked"):is(0)
  g:use("x", 6)
  expect(g:card(5).key):is("c")
  expect(g:charges("x", 2)):is(1)
  expect(g:charges("x", 1)):is(2)
end)

test("a picked card that is turned loses its pick and its mark", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  g:use("x", 1)
  g:turn(1, 4)
  expect(g:card(1).mark):is(nil)
  g:use("x", 2)
  expect(#g:events("swapped"), "card 2 is a new pick"):is(0)
  expect(g:card(2).mark):is("⇄")
end)
