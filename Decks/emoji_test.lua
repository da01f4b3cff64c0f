-- Tests of the emoji deck: `memory test Decks/emoji.lua`.

test("a 4x4 board deals 8 different animals, two cards each", function()
  local g = game { seed = 3, size = "4x4" }
  local seen = {}
  for i = 1, g:cards() do
    local label = g:card(i).label
    seen[label] = (seen[label] or 0) + 1
  end
  local kinds = 0
  for label, count in pairs(seen) do
    kinds = kinds + 1
    expect(count, label):is(2)
  end
  expect(kinds):is(8)
end)

test("the same seed deals the same board", function()
  local a, b = game { seed = 11 }, game { seed = 11 }
  for i = 1, a:cards() do expect(b:card(i).label, "card " .. i):is(a:card(i).label) end
end)
