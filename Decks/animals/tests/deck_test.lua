-- Tests of the animals deck, kept in the deck's tests/ folder: `memory test Decks/animals`.

test("pictures are labelled with their animal", function()
  local g = game { board = { "cat", "dog", "cat", "dog" } }
  expect(g:card(2).label):is("dog")
  g:turn(1, 3)
  expect(g:score()):is(1)
end)

test("ten animals fill a 4x5 board", function()
  local g = game { seed = 1, size = "4x5" }
  local kinds = {}
  for i = 1, g:cards() do kinds[g:card(i).label] = true end
  local count = 0
  for _ in pairs(kinds) do count = count + 1 end
  expect(count):is(10)
end)
