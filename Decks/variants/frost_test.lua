-- Tests of the frost variant: `memory test Decks/variants/frost.lua`.

test("a mismatch freezes its cards until the next pair", function()
  local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" } }
  g:turn(1, 2)
  expect(g:events("frozen")[1].cards):is({ 1, 2 })
  expect(g:card(1).frozen):is(true)
  expect(g:status()):is("Frozen: 2")
  expect_error(function() g:turn(1) end, "frozen by the mismatch: find a pair to thaw it")
  g:turn(3, 7)                    -- a pair thaws them
  expect(g:events("thawed")[1].cards):is({ 1, 2 })
  expect(g:status()):is(nil)
  g:play_perfectly()
  expect(g:result()):is("cleared")
end)

test("when the cards left to turn hold no pair, every frozen card thaws", function()
  local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" } }
  g:turn(1, 2)
  g:turn(3, 4)                    -- frozen: 1 to 4; free: a, b, c and d once each
  expect(g:events("thawed")[1].cards):is({ 1, 2, 3, 4 })
  expect(g:status()):is(nil)
  g:turn(1, 5)
  expect(g:score()):is(1)
end)
