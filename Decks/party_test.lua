-- Tests of the party deck: `memory test Decks/party.lua` (see also the joker and bomb variants).

test("the joker and the bomb are faces like the others in classic rules", function()
  local g = game { board = { "joker", "bomb", "joker", "bomb" } }
  expect(g:card(1).label):is("🃏")
  g:turn(1, 3, 2, 4)
  expect(g:score()):is(2)
end)
