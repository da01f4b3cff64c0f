-- Tests of the joker variant (with the party deck): `memory test Decks/variants/joker.lua`.

test("the joker matches any card", function()
  local g = game { deck = "party", board = { "joker", "joker", "🐶", "🐶", "🐱", "🐱" } }
  g:turn(1, 3)
  expect(g:score(), "joker and dog"):is(1)
  g:turn(2, 5)
  expect(g:score(), "joker and cat"):is(2)
end)

test("without a joker, different cards do not match, and the game ends when none can", function()
  local g = game { deck = "party", board = { "joker", "joker", "🐶", "🐶", "🐱", "🐱" } }
  g:turn(3, 5)
  expect(#g:events("mismatched"), "dog and cat"):is(1)
  g:turn(1, 3, 2, 4)
  expect(g:over(), "two cats are left"):is(false)
  g:turn(5, 6)
  expect(g:result()):is("cleared")
end)

test("the game ends when no two cards left can match", function()
  local g = game { deck = "party", board = { "joker", "joker", "🐶", "🐶", "🐱", "🐱" } }
  g:turn(1, 3, 2, 5)
  expect(g:result()):is("stuck")
end)
