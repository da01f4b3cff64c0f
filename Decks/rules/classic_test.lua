-- Tests of the classic rules: run them with `memory test Decks/rules/classic.lua`.

test("a match scores 1 and a mismatch nothing", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:turn(1, 2)
  expect(g:score(), "after a mismatch"):is(0)
  g:turn(1, 3)
  expect(g:score(), "after a match"):is(1)
end)

test("the game ends when every pair is found", function()
  local g = game { board = { "a", "b", "b", "a" } }
  g:turn(1, 4, 2, 3)
  expect(g:over()):is(true)
  expect(g:result()):is("cleared")
  expect(g:score()):is(2)
end)

test("a game dealt from a seed can be cleared", function()
  local g = game { seed = 7, size = "3x4" }
  for i = 1, g:cards() do
    local card = g:card(i)
    if card.state == "down" then
      local pair = g:find(card.label)
      g:turn(pair[1], pair[2])
    end
  end
  expect(g:result()):is("cleared")
  expect(g:score()):is(6)
  expect(#g:events("matched")):is(6)
end)
