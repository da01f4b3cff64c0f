-- Tests of the hot potato variant: `memory test Decks/variants/potato.lua`.

test("a first mismatch marks its cards hot and costs nothing", function()
  local g = game { size = "2x4", board = { "a", "b", "c", "d", "a", "b", "c", "d" } }
  g:turn(1, 2)
  expect(g:score()):is(0)
  expect(g:card(1).mark):is("🔥")
  expect(g:card(2).mark):is("🔥")
end)

test("a hot card mismatched again explodes: it costs points and scrambles its row", function()
  local g = game { size = "2x4", board = { "a", "b", "c", "d", "a", "b", "c", "d" }, seed = 2 }
  g:turn(1, 2)
  g:turn(1, 7)
  expect(g:score()):is(-1)
  expect(g:messages()):is({ "a explodes!" })
  local moved = {}
  for _, event in ipairs(g:events("swapped")) do
    for _, i in ipairs(event.cards) do moved[i] = true end
  end
  expect(moved[1], "the exploding card is face up: it stays"):is(nil)
  expect(moved[7] or moved[5] or moved[6], "the other row is untouched"):is(nil)
  expect(#g:events("swapped"), "its row's face-down cards move"):is_at_least(1)
end)

test("the cost is a param", function()
  local g = game { size = "2x4", board = { "a", "b", "c", "d", "a", "b", "c", "d" }, params = { cost = 10 } }
  g:turn(1, 2, 2, 3)
  expect(g:score()):is(-10)
end)

test("a game played without a mistake is cleared", function()
  local g = game { seed = 5 }
  g:play_perfectly()
  expect(g:result()):is("cleared")
end)

test("an explosion scrambles only its own row's face-down cards", function()
  local g = game { size = "2x6", board = { "a", "b", "c", "d", "e", "f", "a", "b", "c", "d", "e", "f" } }
  expect(g:row(8)):is({ 7, 8, 9, 10, 11, 12 })
  g:turn(7, 8)
  g:turn(8, 1)
  for _, event in ipairs(g:events("swapped")) do
    for _, i in ipairs(event.cards) do expect(g:row(8), "swapped card " .. i):contains(i) end
  end
  expect(#g:events("swapped")):is_at_least(1)
end)
