-- Tests of the climb campaign: `memory test Decks/campaigns/climb.lua`.

local playtest = require "playtest"

-- The levels of campaigns/climb.lua: keep them in step with it.
local levels = {
  { deck = "emoji", rules = "penalty", grid = "2x3", goal = 20 },
  { deck = "emoji", rules = "penalty", grid = "3x4", goal = 60 },
  { deck = "emoji", rules = "penalty", variant = "lives", grid = "4x4", goal = 100, params = { lives = 12 } },
  { deck = "emoji", rules = "penalty", variant = "thinning", grid = "5x6", goal = 140 },
}

test("a game without a mistake reaches every level's goal", function()
  local games, missed = playtest.perfect_campaign(levels, nil, function(n)
    local level = levels[n]
    return game { deck = level.deck, rules = level.rules, variant = level.variant, size = level.grid,
                  params = level.params, seed = n }
  end)
  for n, g in ipairs(games) do expect(g:result(), "level " .. n):is("cleared") end
  expect(missed, "the level whose goal the points missed"):is(nil)
end)

test("level 3 gives twelve lives: eleven mismatches leave the game going", function()
  local g = game { deck = "emoji", rules = "penalty", variant = "lives", size = "4x4", params = { lives = 12 }, seed = 3 }
  local a = 1
  local other = playtest.other_group(g, a)
  for _ = 1, 11 do g:turn(a, other) end
  expect(g:over()):is(false)
  g:turn(a, other)
  expect(g:result()):is("lost")
end)
