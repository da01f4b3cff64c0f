-- Tests of golden.lua

local function golden(g)
  return g:find(g:state().golden)
end

test("the golden pair doubles the next match", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  local gold = golden(g)
  expect(#gold, "a golden pair"):is(2)
  g:turn(gold[1], gold[2])
  expect(g:status()):is("Golden: next match ×2")
  local before = g:score()
  for _, key in ipairs({ "a", "b", "c" }) do
    local cards = g:find(key)
    if cards[1] ~= gold[1] then
      g:turn(cards[1], cards[2])
      break
    end
  end
  expect(g:score() - before, "classic's +1 doubled"):is(2)
  expect(g:status()):is("Golden pair seen")
end)

test("a mismatch keeps the double waiting", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" }, rules = "penalty" }
  local gold = golden(g)
  g:turn(gold[1], gold[2])
  local others = {}
  for i = 1, 6 do
    if i ~= gold[1] and i ~= gold[2] then others[#others + 1] = i end
  end
  g:turn(others[1], others[2])      -- two different keys: a mismatch
  expect(g:status()):is("Golden: next match ×2")
end)

test("the golden card is announced when first turned", function()
  local g = game { board = { "a", "b", "a", "b" } }
  local gold = golden(g)
  g:turn(gold[1])
  expect(g:messages()):is({ "A golden card!" })
end)

test("a golden card turned keeps a star, after it turns back and once found", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  local gold = golden(g)
  local other = gold[1] == 1 and 2 or 1
  expect(g:card(gold[1]).mark, "no star before it is seen"):is(nil)
  g:turn(gold[1], other)
  g:wait(2)
  expect(g:card(gold[1]).state):is("down")
  expect(g:card(gold[1]).mark):is("★")
  expect(g:card(other).mark):is(nil)
  expect(#g:events("marked")):is(1)
  g:turn(gold[1], gold[2])
  expect(g:card(gold[2]).mark):is("★")
end)
