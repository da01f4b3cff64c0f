-- Tests of the tens rules: `memory test Decks/rules/tens.lua`.

test("two cards that add up to ten match, whichever pair they came with", function()
  local g = game { deck = "tens", board = { "1", "2", "8", "9" } }
  g:turn(1, 3)
  expect(g:score(), "1 + 8 is a mismatch"):is(-1)
  g:turn(2, 3)
  expect(g:score(), "2 + 8 matches"):is(9)
  g:turn(1, 4)
  expect(g:score(), "1 + 9 matches"):is(19)
  expect(g:result()):is("cleared")
end)

test("without numbers, equal keys match", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:turn(1, 3)
  expect(g:score()):is(10)
  expect(g:events("matched")[1].cards):is({ 1, 3 })
end)
