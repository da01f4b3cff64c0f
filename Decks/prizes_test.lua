-- Tests of Decks/prizes.lua: the special cards in every tvshow deal, and the prizes' values.

test("every deal holds a wild card, a TAKE and a LOSE for the tvshow variant", function()
  for seed = 1, 10 do
    local g = game { variant = "tvshow", seed = seed }
    expect(#g:find("WILD"), "seed " .. seed):is(2)
    expect(#g:find("TAKE"), "seed " .. seed):is(2)
    expect(#g:find("LOSE"), "seed " .. seed):is(2)
  end
end)

test("a prize scores its value in tvshow", function()
  local g = game { variant = "tvshow", board = { "car", "pan", "car", "pan" } }
  g:turn(1, 3)
  expect(g:score()):is(8000)
  g:turn(2, 4)
  expect(g:score()):is(8050)
end)

test("with other variants the special cards are ordinary pairs", function()
  local g = game { board = { "wild", "car", "wild", "car" } }
  g:turn(1, 2)
  expect(g:events("mismatched")[1].cards):is({ 1, 2 })
  g:turn(1, 3)
  expect(g:score()):is(1)
end)

test("a card shows its face's value and tags, read-only, as a hook's game:card(i) does", function()
  local g = game { board = { "car", "wild", "car", "wild" } }
  local car = g:card(1)
  expect(car.data.value):is(8000)
  expect(car.tags):is({ "$8000" })
  expect(#car.tags):is(1)
  expect(g:card(2).data, "a face without data"):is({})
  expect(g:card(2).tags):is({ "wild" })
  expect_error(function() car.data.value = 1 end, "data is read-only (cannot set 'value')")
  expect_error(function() car.tags[2] = "x" end, "tags is read-only (cannot set '2')")
end)
