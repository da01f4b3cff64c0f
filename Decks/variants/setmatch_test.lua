-- Tests of Decks/variants/setmatch.lua (with Decks/sets.lua): three cards match when each
-- attribute agrees on all or differs on all, whichever group they were dealt in.

local setcards = require "setcards"
local playtest = require "playtest"

-- Whether cards i, j, k of g make a set.
local function is_set(g, i, j, k)
  return setcards.is_set(g:card(i).data, g:card(j).data, g:card(k).data)
end

-- The first three face-down cards that make a set, or nil.
local function find_set(g, avoid)
  local down = {}
  for i = 1, g:cards() do
    if g:card(i).state == "down" then down[#down + 1] = i end
  end
  for a = 1, #down do
    for b = a + 1, #down do
      for c = b + 1, #down do
        local i, j, k = down[a], down[b], down[c]
        if is_set(g, i, j, k) and not (avoid and avoid(i, j, k)) then return i, j, k end
      end
    end
  end
end

test("a set dealt across groups matches; three cards that are no set mismatch", function()
  local g = game { seed = 1, deck = "sets" }
  -- A set whose cards were not all dealt together.
  local i, j, k = find_set(g, function(a, b, c)
    return g:card(a).key == g:card(b).key and g:card(b).key == g:card(c).key
  end)
  expect(i ~= nil, "seed 1 has a set across groups"):is(true)
  g:turn(i, j, k)
  expect(#g:events("matched")):is(1)
  -- Three cards that are no set.
  local down = {}
  for n = 1, g:cards() do
    if g:card(n).state == "down" then down[#down + 1] = n end
  end
  local a, b, c
  for x = 1, #down do
    for y = x + 1, #down do
      for z = y + 1, #down do
        if not a and not is_set(g, down[x], down[y], down[z]) then a, b, c = down[x], down[y], down[z] end
      end
    end
  end
  g:turn(a, b, c)
  expect(#g:events("mismatched")):is(1)
end)

test("faces without the attributes match by key, as in triples", function()
  local g = game { board = { "x", "x", "x", "y", "y", "y" } }
  g:turn(1, 2, 4)
  expect(#g:events("mismatched")):is(1)
  g:turn(1, 2, 3)
  expect(#g:events("matched")):is(1)
end)

test("taking sets greedily can leave cards over: the game then ends and says how many", function()
  local ended = 0
  for seed = 1, 30 do
    local g = game { seed = seed, deck = "sets" }
    while not g:over() do
      local i, j, k = find_set(g)
      if not i then break end
      g:turn(i, j, k)
    end
    expect(g:over(), "seed " .. seed):is(true)
    if g:result() ~= "cleared" then
      ended = ended + 1
      local left = 0
      for n = 1, g:cards() do
        if g:card(n).state == "down" then left = left + 1 end
      end
      expect(g:result(), "seed " .. seed):is("ended")
      expect(g:result_text()):is("No set left")
      expect(g:messages()):contains(left .. " cards left that make no set")
      expect(g:state().left):is(left)
    end
  end
  expect(ended, "some greedy games strand cards"):is_at_least(1)
end)

test("perfect play clears every seeded board", function()
  for seed = 1, 10 do
    local g = game { seed = seed, deck = "sets" }
    g:play_perfectly()
    expect(g:result(), "seed " .. seed):is("cleared")
  end
end)

test("games against a perfect computer player end", function()
  for seed = 1, 12 do
    local g = game { seed = seed, deck = "sets", variant = "setmatch+duel", bot = "perfect" }
    playtest.against_computer(g)
    expect(g:moves(), "seed " .. seed):is_at_most(60)
  end
end)

test("a computer player starts on a set it has seen, across the groups dealt", function()
  -- Seed 3 deals 2🟢 at 5, 11 and 13, from three groups: a set no key makes.
  local g = game { seed = 3, deck = "sets", variant = "setmatch+duel", bot = "perfect" }
  g:turn(5, 11, 1)                 -- the person misses: the computer has seen two of the three
  expect(g:computer()):is(true)
  expect(g:bot_cards(), "no set known yet"):is(nil)
  g:play_bots()
  -- The person misses again, showing the third with two cards that make no set with it.
  local others = {}
  for i = 1, g:cards() do
    if g:card(i).state == "down" and i ~= 5 and i ~= 11 and i ~= 13 then others[#others + 1] = i end
  end
  local a, b
  for x = 1, #others do
    for y = x + 1, #others do
      if not a and not is_set(g, 13, others[x], others[y]) then a, b = others[x], others[y] end
    end
  end
  g:turn(13, a, b)
  expect(g:computer()):is(true)
  expect(#(g:bot_cards() or {}), "it starts on a set it knows"):is(1)
  g:play_bots()
  expect(g:card(5).state):is("matched")
  expect(g:card(11).state):is("matched")
  expect(g:card(13).state):is("matched")
end)
