-- Tests of the climb campaign: `memory test Decks/campaigns/climb.lua`.

local playtest = require "playtest"

local climb = load_campaign()   -- campaigns/climb.lua, which this test sits beside

test("a game without a mistake reaches every level's goal", function()
  local games, missed = playtest.perfect_campaign(climb)
  for n, g in ipairs(games) do expect(g:result(), "level " .. n):is("cleared") end
  expect(missed, "the level whose goal the points missed"):is(nil)
end)

test("level 3 gives twelve lives: eleven mismatches leave the game going", function()
  local g = climb:deal(3)
  local a = 1
  local other = playtest.other_group(g, a)
  for _ = 1, 11 do g:turn(a, other) end
  expect(g:over()):is(false)
  g:turn(a, other)
  expect(g:result()):is("lost")
end)
