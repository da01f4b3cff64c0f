-- Tests of the thinning variant: `memory test Decks/variants/thinning.lua`.

test("two mismatches in a row take a whole face-down group off the board", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  g:turn(1, 2)
  expect(g:events("removed")):is({})
  g:turn(1, 2)
  expect(g:events("removed")[1].cards):is({ 3, 6 })
  expect(g:messages()):is({ "A group was taken off the board" })
  expect(g:state().misses):is(0)
end)

test("a match in between starts the count again", function()
  local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" } }
  g:turn(1, 2, 3, 7, 1, 2)
  expect(g:events("removed")):is({})
  expect(g:state().misses):is(1)
end)
