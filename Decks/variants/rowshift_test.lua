-- Tests of the row shift variant: `memory test Decks/variants/rowshift.lua`.

test("the second mismatch shifts the face-down cards of its row", function()
  local g = game { board = { "a", "b", "c", "d", "e", "f",
                             "a", "b", "c", "d", "e", "f" }, size = "2x6" }
  g:turn(1, 2)
  expect(#g:events("swapped"), "after one mismatch"):is(0)
  g:turn(3, 4)
  expect(g:messages()):is({ "Row 1 shifted" })
  g:wait(1)
  -- Row 1 was a b c d e f; 3 and 4 were face up, so a b e f shift: f a b e.
  local keys = {}
  for i = 1, 6 do keys[i] = g:card(i).key end
  expect(keys):is({ "f", "a", "c", "d", "b", "e" })
end)

test("on a board of a number of pairs nothing shifts and the player is told", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  expect(g:messages()[1]):contains("need a grid")
  g:turn(1, 2, 1, 2)
  expect(#g:events("swapped")):is(0)
end)

test("--set every=1 shifts after each mismatch", function()
  local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" }, size = "2x4", params = { every = 1 } }
  g:turn(1, 2)
  expect(g:messages()):is({ "Row 1 shifted" })
  expect(g:card(3).key):is("d")
  expect(g:card(4).key):is("c")
end)

test("a game played without a mistake is cleared", function()
  local g = game { seed = 2, size = "4x4" }
  g:play_perfectly()
  expect(g:result()):is("cleared")
end)
