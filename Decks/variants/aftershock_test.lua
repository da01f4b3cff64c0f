-- Tests of the aftershock variant: `memory test Decks/variants/aftershock.lua`.
-- The 3x4 board of these tests, by card number:
--    1  2  3  4
--    5  6  7  8
--    9 10 11 12

local board = { "a", "b", "c", "d", "e", "f", "a", "b", "c", "d", "e", "f" }

test("a mismatch shows the face-down cards next to both cards for half a second", function()
  local g = game { size = "3x4", board = board }
  g:turn(1, 6)
  local shaken = g:events("revealed")
  expect(#shaken, "reveals"):is(1)
  expect(shaken[1].cards):is({ 2, 5, 7, 10 })
  expect(g:card(10).state):is("shown")
  g:wait(0.5)
  expect(g:card(10).state, "after half a second"):is("down")
end)

test("cards already face up or found are not shown again", function()
  local g = game { size = "3x4", board = board }
  g:turn(1, 7)                     -- a match: nothing shakes
  expect(g:events("revealed")):is({})
  g:turn(2, 6)                     -- 1 and 7 are found, 2 and 6 are the turn's own
  expect(g:events("revealed")[1].cards):is({ 3, 5, 10 })
end)

test("with diagonal = 1 the cards at the corners shake too", function()
  local g = game { size = "3x4", board = board, params = { diagonal = 1 } }
  g:turn(1, 12)
  expect(g:events("revealed")[1].cards):is({ 2, 5, 6, 7, 8, 11 })
end)

test("a board of pairs has no neighbours: the game says so and nothing shakes", function()
  local g = game { size = 3, board = { "a", "b", "c", "a", "b", "c" } }
  expect(g:grid(), "grid"):is(nil)
  expect(g:neighbours(1), "neighbours"):is({})
  expect(g:messages()):contains("No aftershocks: they need a grid board (--grid 4x4), and these cards are laid out to fit")
  g:turn(1, 2)
  expect(g:events("revealed")):is({})
end)

test("the cards that shake are the face-down neighbours the game names", function()
  local g = game { size = "3x4", board = board }
  expect({ g:grid() }, "grid"):is({ 3, 4 })
  expect({ g:position(6) }, "card 6"):is({ 2, 2 })
  expect(g:at(3, 4), "row 3, column 4"):is(12)
  expect(g:at(4, 1), "below the board"):is(nil)
  expect(g:neighbours(1, true), "card 1 with its corner"):is({ 2, 5, 6 })
  g:turn(1, 6)
  local near = {}
  for _, card in ipairs({ 1, 6 }) do
    for _, n in ipairs(g:neighbours(card)) do
      if n ~= 1 and n ~= 6 then near[n] = true end
    end
  end
  local expected = {}
  for n = 1, g:cards() do if near[n] then expected[#expected + 1] = n end end
  expect(g:events("revealed")[1].cards):is(expected)
end)
