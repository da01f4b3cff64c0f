-- Tests of cursed.lua

local function cursed(g) return g:find(g:state().cursed) end

local function other_than(g, cards)
  local out = {}
  for i = 1, g:cards() do
    if i ~= cards[1] and i ~= cards[2] then out[#out + 1] = i end
  end
  return out
end

test("a cursed card turned keeps a skull", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  local curse = cursed(g)
  local others = other_than(g, curse)
  expect(g:card(curse[1]).mark):is(nil)
  g:turn(curse[1], others[1])
  g:wait(2)
  expect(g:card(curse[1]).mark):is("☠")
  expect(g:card(others[1]).mark):is(nil)
end)

test("a mismatch with a cursed card costs the param", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" }, params = { cost = 5 } }
  local curse = cursed(g)
  local others = other_than(g, curse)
  g:turn(curse[1], others[1])
  expect(g:score()):is(-5)
end)

test("finding the cursed pair scores nothing and lifts the curse", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  local curse = cursed(g)
  local others = other_than(g, curse)
  g:turn(curse[1], curse[2])
  expect(g:score(), "the rules' +1 taken back"):is(0)
  expect(g:card(curse[1]).mark, "unmarked once found"):is(nil)
  expect(g:status()):is("Curse lifted")
  -- a mismatch now costs nothing (classic rules: 0)
  local a = g:find(g:card(others[1]).key)
  local b = g:find(g:card(others[2]).key == g:card(others[1]).key and g:card(others[3]).key or g:card(others[2]).key)
  g:turn(a[1], b[1])
  expect(g:score()):is(0)
end)
