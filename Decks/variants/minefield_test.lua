-- Tests of Decks/variants/minefield.lua: the numbers on the backs, a mine set off, the defuse.

local playtest = require "playtest"

local board = { "a", "b", "c", "d", "e", "f", "a", "b", "c", "d", "e", "f" }   -- 3 rows of 4

--- The places of the mines, read from the variant's state by card id.
local function mines(g)
  local ids, places = g:state().mines, {}
  for i = 1, g:cards() do
    if ids[tostring(g:card(i).id)] then places[#places + 1] = i end
  end
  return places
end

--- Turns the first mine with a card of another pair, a miss that sets it off; returns the
--- mines' places.
local function set_off(g)
  local m = mines(g)
  local other = m[1] == 1 and 2 or 1
  if g:card(other).key == g:card(m[1]).key then other = 3 end
  g:turn(m[1], other)
  return m
end

test("every back counts the mines next to it, corners too", function()
  for seed = 1, 6 do
    local g = game { board = board, size = "3x4", seed = seed }
    local m = mines(g)
    expect(#m, "two mines, seed " .. seed):is(2)
    expect(g:card(m[1]).key, "one pair"):is(g:card(m[2]).key)
    for i = 1, g:cards() do
      local n = 0
      for _, j in ipairs(g:neighbours(i, true)) do
        if j == m[1] or j == m[2] then n = n + 1 end
      end
      expect(g:card(i).mark, "card " .. i .. ", seed " .. seed):is(n > 0 and tostring(n) or nil)
    end
  end
end)

test("a mismatch that shows a mine costs points and marks it for everyone", function()
  local g = game { board = board, size = "3x4", params = { boom = 3 } }
  local m = set_off(g)
  expect(g:score()):is(-3)
  expect(g:card(m[1]).mark):is("💣")
  expect(g:messages()):contains("Boom!")
  expect(g:tally("booms")):is(1)
  expect(g:status()):is("Mines: live")
end)

test("the two mines found together are defused, and the numbers go", function()
  local g = game { board = board, size = "3x4", params = { defuse = 4 } }
  local m = mines(g)
  g:turn(m[1], m[2])
  expect(g:score(), "the rules' point and the defuse"):is(1 + 4)
  expect(g:status()):is("Mines: defused")
  for i = 1, g:cards() do
    expect(g:card(i).mark, "card " .. i):is(nil)
  end
end)

test("on a board of a number of pairs it says so and lays no mines", function()
  local g = game { board = { "a", "b", "a", "b" } }
  expect(g:messages()):contains("Minefield needs a grid board (--grid 4x5): played without mines")
  expect(g:card(1).mark):is(nil)
  g:turn(1, 2)
  expect(g:score()):is(0)
end)

--- Whether every place of `list` is a mine of `g`.
local function all_mines(g, list)
  local m = mines(g)
  for _, i in ipairs(list or {}) do
    if i ~= m[1] and i ~= m[2] then return false end
  end
  return true
end

test("computer players keep off a mine that went off", function()
  local g = game { board = board, size = "3x4", seed = 2 }
  local m = set_off(g)
  g:wait(2)
  expect(g:bot_avoid()):contains(m[1])
  expect(all_mines(g, g:bot_avoid()), "only mines"):is(true)
end)

test("the numbers alone can tell a mine, and only mines are named", function()
  local told = 0
  for seed = 1, 12 do
    local g = game { board = board, size = "3x4", seed = seed }
    expect(all_mines(g, g:bot_avoid()), "seed " .. seed):is(true)
    if g:bot_avoid() then told = told + 1 end
  end
  expect(told, "boards whose numbers give a mine away"):is_at_least(1)
end)

test("once the turn's first card is a mine it can tell, everything but the mines is named", function()
  local g = game { board = board, size = "3x4", seed = 2 }
  local m = set_off(g)
  g:wait(2)
  g:turn(m[2])
  local avoid = g:bot_avoid()
  expect(#avoid, "every card but the two mines"):is(g:cards() - 2)
  for _, i in ipairs(avoid) do expect(i ~= m[1] and i ~= m[2], "card " .. i .. " is no mine"):is(true) end
end)

test("a computer opponent never sets off a mine a second time, and defuses them", function()
  for seed = 1, 4 do
    local g = game { board = board, size = "3x4", seed = seed, bot = "perfect" }
    playtest.against_computer(g)
    local m, seen = mines(g), {}
    for _, e in ipairs(g:events("mismatched")) do
      for _, c in ipairs(e.cards) do
        local id = g:card(c).id
        if c == m[1] or c == m[2] then
          expect(e.player == 2 and seen[id] or nil, "seed " .. seed .. ": the computer set off mine " .. c .. " again"):is(nil)
          seen[id] = true
        end
      end
    end
    expect(g:state().defused, "seed " .. seed):is(true)
  end
end)
