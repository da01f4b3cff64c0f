-- Tests of Decks/variants/twoboards.lua: every pair straddles the halves, and a turn's second
-- card must come from the other half.

local playtest = require "playtest"

-- The half (1 or 2) of each of a rows x columns grid's places, split as the variant splits.
local function halves(rows, columns, split)
  local side, count = {}, rows * columns
  for r = 1, rows do
    for c = 1, columns do
      local i = (r - 1) * columns + c
      local k = split == "columns" and (c - 1) * rows + r or i
      side[i] = k <= count // 2 and 1 or 2
    end
  end
  return side
end

-- Whether the two cards of every key lie on different halves.
local function straddled(g, side)
  local first = {}
  for i = 1, g:cards() do
    local key = g:card(i).key
    if first[key] then
      if side[first[key]] == side[i] then return false, key end
    else
      first[key] = i
    end
  end
  return true
end

test("every seeded deal is mended so that each pair has a card on each half", function()
  for _, split in ipairs({ "rows", "columns" }) do
    for seed = 1, 20 do
      local g = game { seed = seed, size = "4x4", params = { split = split } }
      local ok, key = straddled(g, halves(4, 4, split))
      expect(ok, split .. " seed " .. seed .. " key " .. tostring(key)):is(true)
    end
  end
end)

test("a deal with both cards of pairs on one half trades them across, and counts it", function()
  -- a a b b | c c d d on 2x4: a and b lie wholly on the top half, c and d on the bottom.
  local g = game { board = { "a", "a", "b", "b", "c", "c", "d", "d" }, size = "2x4" }
  expect(straddled(g, halves(2, 4, "rows"))):is(true)
  expect(g:tally("mended")):is(2)
  expect(#g:events("swapped")):is(2)
end)

test("a deal already straddling is left as it is", function()
  local g = game { board = { "a", "b", "c", "d", "d", "c", "b", "a" }, size = "2x4" }
  expect(g:tally("mended")):is(0)
  expect(g:card(1).key):is("a")
  expect(g:card(8).key):is("a")
end)

test("after the first card its own half is frozen, with the reason; the other half is free", function()
  local g = game { board = { "a", "b", "c", "d", "d", "c", "b", "a" }, size = "2x4" }
  g:turn(1)
  expect(g:status()):contains("Now the other half")
  expect_error(function() g:turn(2) end, "turn the second card on the other half")
  g:turn(8)
  expect(g:score()):is(1)
  expect(g:card(2).frozen):is(false)
end)

test("split=columns halves the columns: the left half freezes after a left card", function()
  -- 2x4 split by columns: columns 1-2 are the first half, 3-4 the second.
  local g = game { board = { "a", "b", "b", "a", "c", "d", "d", "c" }, size = "2x4",
    params = { split = "columns" } }
  expect(g:tally("mended")):is(0)
  g:turn(1)
  expect_error(function() g:turn(5) end, "other half")
  g:turn(4)
  expect(g:score()):is(1)
end)

test("a mismatch across the halves is an ordinary mismatch; the freeze goes with the next card", function()
  local g = game { board = { "a", "b", "c", "d", "d", "c", "b", "a" }, size = "2x4" }
  g:turn(1, 5)
  expect(#g:events("mismatched")):is(1)
  g:turn(2, 7)
  expect(g:score()):is(1)
end)

test("a pair on a board of a number of pairs is split into the first and second half of the places", function()
  for seed = 1, 10 do
    local g = game { seed = seed, size = 6 }
    local side = {}
    for i = 1, 12 do side[i] = i <= 6 and 1 or 2 end
    expect(straddled(g, side), "seed " .. seed):is(true)
  end
end)

test("perfect play and a computer opponent both clear the board", function()
  local g = game { seed = 3, size = "4x4" }
  g:play_perfectly()
  expect(g:result()):is("cleared")
  expect(g:moves()):is(8)
  local duel = game { seed = 4, size = "4x4", players = 1, bot = "forgetful:0.3", variant = "twoboards+duel" }
  playtest.against_computer(duel)
  expect(duel:over()):is(true)
end)

test("with triples it says so and plays as one board", function()
  local g = game { seed = 1, size = "3x4", variant = "twoboards+triples" }
  expect(g:messages()):contains("Two boards is for pairs: played as one board")
  g:play_perfectly()
  expect(g:result()):is("cleared")
end)
