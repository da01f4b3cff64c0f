-- Tests of the course campaign: `memory test Decks/campaigns/course.lua`.

local playtest = require "playtest"

local course = load_campaign()   -- campaigns/course.lua, which this test sits beside
local levels = course.levels

local function deal(n) return course:deal(n) end

test("a round without a miss is under par on every hole and makes every cut", function()
  local games, missed = playtest.perfect_campaign(course)
  local total = 0
  for n, g in ipairs(games) do
    expect(g:result(), "hole " .. n):is("cleared")
    expect(g:score(), "hole " .. n .. " under par"):is_at_least(1)
    total = total + g:score()
  end
  expect(missed, "the hole whose cut the score missed"):is(nil)
  expect(total, "par 117 in 68 strokes, one a pair"):is(117 - 68)
end)

test("three strokes over par make the cut of hole 1, four miss it", function()
  for misses, passes in pairs({ [3] = true, [4] = false }) do
    local g = deal(1)
    local other = playtest.other_group(g, 1)
    for _ = 1, misses do g:turn(1, other) end
    g:play_perfectly()
    expect(g:score(), misses .. " misses"):is(5 - 3 - misses)
    expect(g:score() >= levels[1].goal, misses .. " misses"):is(passes)
  end
end)
