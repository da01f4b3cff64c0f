-- Tests of Decks/variants/atoll.lua

-- The places of removed cards.
local function holes(g)
  local list = {}
  for i = 1, g:cards() do
    if g:card(i).state == "removed" then list[#list + 1] = i end
  end
  return list
end

test("a lagoon: the middle of a 4x5 board is taken off before the first card", function()
  local g = game { seed = 4, size = "4x5" }
  local list = holes(g)
  expect(#list):is(6)
  for _, i in ipairs(list) do
    local row, column = g:position(i)
    expect(row > 1 and row < 4, "row of " .. i):is(true)
    expect(column > 1 and column < 5, "column of " .. i):is(true)
  end
  expect(g:status()):is(nil)
  g:play_perfectly()
  expect(g:result()):is("cleared")
  expect(#g:events("matched")):is(7)
end)

test("a diamond: the corners go", function()
  local g = game { seed = 9, size = "4x4", params = { shape = "diamond" } }
  expect(holes(g)):is({ 1, 4, 13, 16 })
  g:play_perfectly()
  expect(g:result()):is("cleared")
end)

test("every shape, every seed: only whole groups go, and the rest can be cleared", function()
  for _, shape in ipairs({ "lagoon", "diamond", "reef" }) do
    for seed = 1, 5 do
      local g = game { seed = seed, size = "5x6", params = { shape = shape } }
      local gone = {}
      for _, i in ipairs(holes(g)) do
        local key = g:card(i).key
        gone[key] = (gone[key] or 0) + 1
      end
      for key, n in pairs(gone) do
        expect(n % 2, "cards of " .. key .. " taken off"):is(0)
      end
      g:play_perfectly()
      expect(g:result(), "shape " .. shape .. ", seed " .. seed):is("cleared")
    end
  end
end)

test("triples: the holes hold whole triples", function()
  local g = game { seed = 2, size = "4x6", variant = "atoll+triples" }
  expect(#holes(g) % 3):is(0)
  g:play_perfectly()
  expect(g:result()):is("cleared")
end)

test("a shape that is not one of the choices is refused", function()
  expect_error(function() game { params = { shape = "moon" } } end,
    "parameter 'shape' = moon is not allowed: it takes one of lagoon, diamond or reef")
  expect_error(function() game { params = { shape = 2 } } end, "parameter 'shape' = 2 is not allowed")
end)
