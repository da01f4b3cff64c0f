-- Tests of the run campaign: `memory test Decks/campaigns/run.lua`.

local playtest = require "playtest"

local run = load_campaign()   -- campaigns/run.lua, which this test sits beside

--- A level's game, dealt as the campaign deals it with `carried` carried into it.
local function level_game(n, carried, seed)
  return run:deal(n, { carried = carried, seed = seed })
end

--- Plays the run without a mistake, choosing `boons[n]` (a key, or nil for none) in level n;
--- returns the level whose goal the total missed, or nil when every goal is reached.
local function perfect_run(boons)
  local games, missed = playtest.perfect_campaign(run, function(n, carried)
    local g = level_game(n, carried)
    if boons[n] then g:use(boons[n]) end
    return g
  end)
  for n, g in ipairs(games) do expect(g:result(), "level " .. n):is("cleared") end
  return missed
end

test("a run without boons falls short at level 2: a boon matters", function()
  expect(perfect_run({}), "the level missed"):is(2)
  expect(perfect_run({ "1", "1", "1", "1" }), "lives alone"):is(2)
end)

test("one Greed, in level 1 or 2, reaches every goal; Greed in level 3 is too late", function()
  expect(perfect_run({ "2" }), "Greed in level 1"):is(nil)
  expect(perfect_run({ "1", "2", "1", "1" }), "a life, then Greed"):is(nil)
  expect(perfect_run({ "1", "1", "2", "2" }), "Greed from level 3"):is(2)
end)

test("the boons chosen carry: a life and greed taken in level 1 are there in level 2", function()
  local first = level_game(1, { lives = 0, mult = 0 })
  first:use("1")
  expect(first:carried("lives")):is(1)
  expect(first:charges("2", 1), "one boon a level"):is(0)
  first:play_perfectly()
  -- The campaign adds what level 1 carried: level 2 is dealt with it.
  local second = level_game(2, { lives = first:carried("lives"), mult = first:carried("mult") })
  expect(second:status()):is("Lives: 4 · Points ×1 · choose a boon: 1 2 3")
  second:use("2")
  expect(second:carried("mult")):is(1)
  second:play_perfectly()
  expect(second:score(), "six pairs, each worth two"):is(12)
end)

test("lives lost carry: a level begun with one life left is lost at the first mistake", function()
  local g = level_game(2, { lives = -2, mult = 2 })
  expect(g:status()):is("Lives: 1 · Points ×3 · choose a boon: 1 2 3")
  local a = 1
  local other = playtest.other_group(g, a)
  g:turn(a, other)
  expect(g:over(), "cards never seen cost nothing"):is(false)
  g:turn(a, other)
  expect(g:result()):is("lost")
  expect(g:carried("lives")):is(-3)
end)

test("the campaign carries only lives and mult", function()
  local g = game { variant = "roguelike", size = "2x3", carried = { lives = 0 } }
  g:use("2")
  expect(g:failures()[1]):contains("the campaign carries lives")
  expect(g:carried("mult")):is(0)
end)
