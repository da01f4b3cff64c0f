-- Tests of the manor campaign: `memory test Decks/campaigns/manor.lua`.

local manor = load_campaign()   -- campaigns/manor.lua, which this test sits beside
local levels = manor.levels

--- The level's game, seated as play seats it: the person first, then the level's computer
--- opponent, which plays its turns when the test lets it (g:play_bots, g:play_perfectly).
local function deal(n)
  return manor:deal(n, { names = { "Ada" } })
end

--- The person's turn as a beginner plays it, remembering nothing: the first two face-down
--- cards that can be turned.
local function careless_turn(g)
  local picked = {}
  for i = 1, g:cards() do
    local c = g:card(i)
    if c.state == "down" and not c.frozen and #picked < 2 then picked[#picked + 1] = i end
  end
  g:turn(table.unpack(picked))
end

test("the warm-up's goal is reached without a mistake", function()
  local g = deal(1)
  g:play_perfectly()
  expect(g:result()):is("cleared")
  expect(g:score()):is_at_least(levels[1].goal)
end)

test("the duels play to a cleared board, won by the player ahead", function()
  for n = 2, 3 do
    local g = deal(n)
    g:play_perfectly()
    expect(g:result(), "level " .. n):is("cleared")
    expect(#g:winners(), "level " .. n .. " has a winner or a tie"):is_at_least(1)
  end
end)

test("the co-op night is won by the person and the computer together, in time", function()
  local g = deal(4)
  g:play_perfectly()
  expect(g:result()):is("won")
  expect(g:winners()):is({ 1, 2 })
  expect(g:time()):is_at_most(levels[4].params.seconds)
end)

test("a duel is won against the computer by a good memory, not by a careless player", function()
  for n = 2, 3 do
    local careless = deal(n)
    while not careless:over() do
      if careless:computer() then careless:play_bots() else careless_turn(careless) end
    end
    expect(careless:result(), "level " .. n):is("cleared")
    expect(careless:winners(), "level " .. n .. ": the computer beats a careless player"):is({ 2 })
    -- One careless turn gives the computer its turn; the person then plays without a mistake.
    local good = deal(n)
    careless_turn(good)
    expect(good:computer(), "level " .. n .. ": the computer plays after a miss"):is(true)
    good:play_perfectly()
    expect(good:winners(), "level " .. n .. ": a good memory beats the computer"):is({ 1 })
  end
end)
