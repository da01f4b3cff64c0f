-- Tests of the bomb variant (with the party deck): `memory test Decks/variants/bomb.lua`.

test("only one bomb stays on the board", function()
  local g = game { deck = "party", board = { "bomb", "bomb", "🐶", "🐶" } }
  expect(g:card(2).state):is("removed")
  expect(g:card(1).state):is("down")
  expect(g:status(), "the status line"):is("Bomb armed")
end)

test("a deck without a bomb has nothing on the status line", function()
  local g = game { deck = "party", board = { "🐶", "🐶", "🐱", "🐱" } }
  expect(g:status()):is(nil)
end)

test("turning the bomb costs 20 points, ends the turn and moves the bomb", function()
  local g = game { deck = "party", board = { "bomb", "bomb", "🐶", "🐶", "🐱", "🐱" } }
  g:turn(1)
  expect(g:score()):is(-20)
  expect(g:messages()):contains("BOOM! The bomb costs 20 points")
  expect(#g:events("turn_ended")):is(1)
  local swap = g:events("swapped")[1]
  expect(swap.cards[1], "the bomb moved from"):is(1)
  expect(g:card(swap.cards[2]).key, "the bomb is now at"):is("bomb")
  expect(g:tally("bombs"), "tallied for memory simulate"):is(1)
end)

test("the game ends cleared when only the bomb is left", function()
  local g = game { deck = "party", board = { "bomb", "bomb", "🐶", "🐶" } }
  g:turn(3, 4)
  expect(g:result(), "the bomb matches nothing: every pair is found"):is("cleared")
  expect(g:score()):is(1)
end)
