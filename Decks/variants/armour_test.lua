-- Tests of Decks/variants/armour.lua

-- The places of the cards of `name`, wherever they are now.
local function places(g, name)
  return g:find(name)
end

test("an armoured pair cracks the first time, scatters, and is worth double the second", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" }, params = { armoured = 3 } }
  g:turn(1, 4)
  expect(g:events("matched"), "no match the first time"):is({})
  expect(g:card(1).state, "turned down"):is("down")
  expect(g:events("swapped")[1] ~= nil, "the pair scattered"):is(true)
  expect(g:messages()):contains("Armour cracked! The pair scatters")
  expect(g:tally("cracked")):is(1)
  local a = places(g, "a")
  g:turn(a[1], a[2])
  expect(g:card(a[1]).state):is("matched")
  expect(g:score(), "a cracked pair is worth double"):is(2)
end)

test("a card seen to be armoured is marked until its armour cracks", function()
  local g = game { board = { "a", "b", "a", "b" }, params = { armoured = 2 } }
  g:turn(1, 2)
  expect(g:card(1).mark):is("x2")
  expect(g:card(2).mark):is("x2")
  g:turn(1, 3)
  local a = places(g, "a")
  expect(g:card(a[1]).mark, "no mark once cracked"):is(nil)
  expect(g:card(a[2]).mark):is(nil)
end)

test("no armour: plain pairs", function()
  local g = game { board = { "a", "b", "a", "b" }, params = { armoured = 0 } }
  g:turn(1, 3)
  expect(g:card(1).state):is("matched")
  expect(g:score()):is(1)
  expect(g:status()):is("Armour: 0")
end)

test("a seeded game plays to its end, each armoured pair matched twice", function()
  local g = game { seed = 7, size = "3x4" }
  g:play_perfectly()
  expect(g:result()):is("cleared")
  expect(g:tally("cracked")):is(3)
  expect(#g:events("matched")):is(6)
  expect(g:score(), "three pairs at 2, three at 1"):is(9)
end)
