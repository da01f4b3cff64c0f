-- Tests of Decks/sets.lua: cards of three attributes, dealt in groups of three that make sets.

local setcards = require "setcards"

-- Whether cards i, j, k of g make a set.
local function is_set(g, i, j, k)
  return setcards.is_set(g:card(i).data, g:card(j).data, g:card(k).data)
end

test("every card of the sets deck has a number, a colour and a shape, and each dealt group is a set", function()
  for seed = 1, 10 do
    local g = game { seed = seed, variant = "triples" }
    local by_key = {}
    for i = 1, g:cards() do
      local card = g:card(i)
      expect(card.data.number, "number"):is_at_least(1)
      local list = by_key[card.key] or {}
      list[#list + 1] = i
      by_key[card.key] = list
    end
    for key, list in pairs(by_key) do
      expect(#list, key):is(3)
      expect(is_set(g, list[1], list[2], list[3]), "seed " .. seed .. " " .. key):is(true)
    end
  end
end)

test("a label is the number and the shape in its colour", function()
  local g = game { seed = 5, variant = "triples" }
  local glyphs = { circle = { orange = "🟠", green = "🟢", purple = "🟣" },
    square = { orange = "🟧", green = "🟩", purple = "🟪" }, heart = { orange = "🧡", green = "💚", purple = "💜" } }
  for i = 1, g:cards() do
    local data = g:card(i).data
    expect(g:card(i).label):is(data.number .. glyphs[data.shape][data.colour])
  end
end)
