-- Tests of Decks/campaigns/fair.lua: every stall can be passed, and its params reach its game.

local playtest = require "playtest"

local fair = load_campaign()   -- campaigns/fair.lua, which this test sits beside
local levels = fair.levels

-- Level n as the campaign deals it, seeded n or `seed`.
local function deal(n, seed)
  return fair:deal(n, { seed = seed or n })
end

test("a game without a mistake reaches every level's goal", function()
  local _, missed = playtest.perfect_campaign(fair)
  expect(missed):is(nil)
end)

test("the set tent and the strict stall leave a group or two of slack; the other stalls ask for every group", function()
  local before = 0
  for n, level in ipairs(levels) do
    local g = deal(n)
    local most = g:cards() // g:group()
    local slack = before + most - level.goal
    if level.variant == "setmatch" or (level.params and level.params.strict) then
      expect(slack, "level " .. n .. "'s slack"):is_at_least(1)
    end
    expect(slack, "level " .. n .. " can be reached"):is_at_least(0)
    before = level.goal
  end
end)

test("the strict stall's clock ends the level when a turn is slow, and its clock shortens", function()
  local g = deal(5)
  expect(g:status()):contains("8s/8s")
  g:play_perfectly()
  expect(g:state().limit, "the last turn's clock: seven pairs took 3.5s off"):is(4.5)
  local slow = deal(5, 7)
  slow:turn(1)
  slow:wait(8)
  expect(slow:result()):is("ended")
end)

test("the second stall splits the board by columns", function()
  local g = deal(2)
  -- Every pair has one card in columns 1-2 and one in columns 3-4.
  local left = {}
  for i = 1, g:cards() do
    local _, column = g:position(i)
    local key = g:card(i).key
    left[key] = (left[key] or 0) + (column <= 2 and 1 or 0)
  end
  for key, count in pairs(left) do expect(count, key):is(1) end
end)
