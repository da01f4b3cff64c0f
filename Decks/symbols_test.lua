-- Tests of the symbols deck: `memory test Decks/symbols.lua`.

test("a seeded board of 6 pairs can be cleared pair by pair", function()
  local g = game { seed = 5, size = 6 }
  for i = 1, g:cards() do
    if g:card(i).state == "down" then g:turn(table.unpack(g:find(g:card(i).key))) end
  end
  expect(g:result()):is("cleared")
  expect(g:moves()):is(6)
end)
