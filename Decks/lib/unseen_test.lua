-- Tests of Decks/lib/unseen.lua: `memory test Decks/lib/unseen_test.lua`. The module reads
-- cards as a hook's game does; a test's game reads them alike.

local unseen = require "unseen"

test("split tells the cards never shown from those shown, in the order given", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:turn(1, 2)
  local never, shown = unseen.split(g, { 4, 1, 3, 2 })
  expect(never):is({ 4, 3 })
  expect(shown):is({ 1, 2 })
  expect(unseen.all(g, { 3, 4 })):is(true)
  expect(unseen.all(g, { 3, 1 })):is(false)
end)

test("draw takes from the first list that is not empty, nil when all are", function()
  expect(unseen.draw({}, { 7 })):is(7)
  expect(unseen.draw({ 5 }, { 7 })):is(5)
  expect(unseen.draw({}, {})):is(nil)
  local drawn = unseen.draw({ 1, 2, 3 })
  expect(drawn == 1 or drawn == 2 or drawn == 3, "one of the first list"):is(true)
end)
