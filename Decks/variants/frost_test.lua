-- Tests of the frost variant: `memory test Decks/variants/frost.lua`.

test("a mismatch freezes its cards until the next pair", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  g:turn(1, 2)
  expect(g:events("frozen")[1].cards):is({ 1, 2 })
  expect(g:card(1).frozen):is(true)
  expect(g:status()):is("Frozen: 2")
  expect_error(function() g:turn(1) end, "that card is frozen")
  g:turn(3, 5)                    -- another mismatch: four cards frozen now
  expect(g:status()):is("Frozen: 4")
  g:turn(4, 6)                    -- 4 and 6 are all that is left to turn: a mismatch
  -- Nothing was left to turn but frozen cards, so the engine thawed them all.
  expect(g:events("thawed")[1].cards):is({ 1, 2, 3, 4, 5, 6 })
  g:turn(1, 4)
  expect(g:score()):is(1)
end)

test("a pair thaws every frozen card", function()
  local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" } }
  g:turn(1, 2)
  g:turn(3, 7)                    -- a pair
  expect(g:events("thawed")[1].cards):is({ 1, 2 })
  expect(g:status()):is(nil)
  g:play_perfectly()
  expect(g:result()):is("cleared")
end)
