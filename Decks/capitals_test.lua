-- Tests of Decks/capitals.lua: a pair is a country and its capital, two different faces.

test("a country matches its capital, not another capital", function()
  local g = game { board = { "France", "Rome", "Paris", "Italy" } }
  expect(g:card(3).label):is("Paris")
  expect(g:card(3).key, "a capital carries its country's key"):is("France")
  g:turn(1, 2)
  expect(g:events("mismatched")[1].cards):is({ 1, 2 })
  g:turn(1, 3)
  expect(g:events("matched")[1].cards):is({ 1, 3 })
  g:turn(2, 4)
  expect(g:result()):is("cleared")
end)

test("every dealt pair shows two different faces", function()
  for seed = 1, 20 do
    local g = game { seed = seed, size = 12 }
    local labels = {}
    for i = 1, g:cards() do
      local c = g:card(i)
      labels[c.key] = labels[c.key] or {}
      table.insert(labels[c.key], c.label)
    end
    for key, shown in pairs(labels) do
      expect(#shown, key .. " (seed " .. seed .. ")"):is(2)
      expect(shown[1], key .. " (seed " .. seed .. ")"):is_not(shown[2])
    end
  end
end)

test("a perfect player clears the board pairing countries with capitals", function()
  local g = game { seed = 7, size = "4x4" }
  g:play_perfectly()
  expect(g:result()):is("cleared")
  for _, e in ipairs(g:events("matched")) do
    expect(g:card(e.cards[1]).label):is_not(g:card(e.cards[2]).label)
  end
end)
