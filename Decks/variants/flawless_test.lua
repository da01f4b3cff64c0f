-- Tests of the flawless variant: `memory test Decks/variants/flawless.lua`.

test("a game without a card turned twice earns 50 more", function()
  local g = game { board = { "a", "a", "b", "b" } }
  g:turn(1, 2, 3, 4)
  expect(g:score()):is(2 + 50)
  expect(g:messages()):contains("Flawless — no card turned twice")
end)

test("one card turned twice and there is no bonus", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:turn(1, 2, 1, 3, 2, 4)
  expect(g:score()):is(2)
  expect(g:messages()):is({})
end)
