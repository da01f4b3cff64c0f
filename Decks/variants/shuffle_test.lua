-- Tests of the shuffle variant: `memory test Decks/variants/shuffle.lua`.

test("a mismatch swaps two face-down cards", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  g:turn(1, 2)
  local swaps = g:events("swapped")
  expect(#swaps):is(1)
  for _, card in ipairs(swaps[1].cards) do
    expect(card, "a swapped card"):is_at_least(3)
  end
end)

test("a match moves nothing", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  g:turn(1, 4)
  expect(g:events("swapped")):is({})
end)
