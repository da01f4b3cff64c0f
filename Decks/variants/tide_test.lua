-- Tests of Decks/variants/tide.lua

-- A 2x4 board: row 1 holds a b c d, row 2 holds a b c d.
local BOARD = { "a", "b", "c", "d", "a", "b", "c", "d" }

test("the third mismatch floods the bottom row, and the partners of its cards go under", function()
  local g = game { board = BOARD, size = "2x4", params = { tide = 3 } }
  g:turn(1, 2)
  expect(g:status()):is("Tide in 2")
  g:turn(1, 3, 1, 4)
  expect(g:status()):is("Tide in 3")
  g:wait(2)
  for i = 1, 8 do
    expect(g:card(i).state, "card " .. i):is("removed")
  end
  expect(g:over()):is(true)
  expect(g:result()):is("ended")
  expect(g:result_text()):is("The sea took the board")
end)

test("found cards in the flooded row stay found; the rest plays on", function()
  local g = game { board = { "a", "b", "c", "d", "c", "d", "a", "b", "e", "f", "e", "f" },
                   size = "3x4", params = { tide = 1 } }
  g:turn(9, 11)            -- e found, in the bottom row
  g:turn(10, 1)            -- a mismatch: the bottom row floods once it turns back
  g:wait(2)
  expect(g:card(9).state, "found and under water"):is("removed")
  expect(g:score(), "still found"):is(1)
  expect(g:card(10).state, "f under water"):is("removed")
  expect(g:card(12).state):is("removed")
  expect(g:card(1).state, "a is dry"):is("down")
  expect(g:messages()):contains("The tide rises: row 3 is under water")
  expect(g:tally("drowned")):is(1)
  expect(g:over()):is(false)
end)

test("a seeded game against the tide: perfect play clears it", function()
  local g = game { seed = 3 }
  g:play_perfectly()
  expect(g:result()):is("cleared")
end)

test("computer players start in the lowest dry row", function()
  local g = game { seed = 5, size = "4x5" }
  local first = g:bot_cards()
  expect(#first):is(5)
  for _, i in ipairs(first) do
    local row = g:position(i)
    expect(row, "a start in the bottom row"):is(4)
  end
end)

test("the last pair found after a flood ends the game saved, not cleared", function()
  local g = game { board = { "a", "b", "c", "d", "c", "d", "a", "b", "e", "f", "e", "f" },
                   size = "3x4", params = { tide = 1 } }
  g:turn(10, 1)            -- a mismatch: the bottom row floods, e and f go under
  g:wait(2)
  g:turn(1, 7, 2, 8, 3, 5, 4, 6)
  expect(g:result()):is("ended")
  expect(g:result_text()):is("Saved from the sea")
  expect(g:messages()):contains("The sea took 2 pairs")
  expect(g:score()):is(4)
end)

test("a row the sea already emptied floods without a request", function()
  -- Row 3's partners in row 2 go under with it; the next flood reaches row 2 with nothing left.
  local g = game { board = { "c", "d", "c", "d", "a", "b", "e", "f", "a", "b", "e", "f" }, size = "3x4",
                   params = { tide = 1 } }
  g:turn(1, 2)
  g:wait(2)
  for i = 5, 12 do expect(g:card(i).state, "card " .. i):is("removed") end
  g:turn(1, 2)
  g:wait(2)
  expect(g:failures()):is({})
  expect(g:over()):is(false)
  expect(g:card(1).state):is("down")
end)
