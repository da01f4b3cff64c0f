-- Tests of the combo variant: `memory test Decks/variants/combo.lua`.

test("the third match in a row earns its streak and rings the bell", function()
  local g = game { board = { "a", "a", "b", "b", "c", "c", "d", "d" } }
  g:turn(1, 2, 3, 4)
  expect(g:score(), "two matches"):is(2)
  expect(#g:events("bell")):is(0)
  g:turn(5, 6)
  expect(g:score(), "the combo's 3 on top of the match"):is(2 + 1 + 3)
  expect(g:messages()):is({ "Combo ×3!" })
  expect(#g:events("bell")):is(1)
end)

test("a mismatch breaks the streak", function()
  local g = game { board = { "a", "a", "b", "b", "c", "c", "d", "d" } }
  g:turn(1, 2, 3, 4, 5, 7, 5, 6)
  expect(g:score()):is(3)
  expect(g:messages()):is({})
end)
