-- Tests of the trios deck: `memory test Decks/trios.lua`.

test("a turn that starts on a trio needs three cards, one that starts on a fruit two", function()
  local g = game { board = { "🐷", "🍎", "🐷", "🍎", "🐷" } }
  g:turn(1, 3)
  expect(g:moves(), "two pigs are not a turn yet"):is(0)
  g:turn(5)
  expect(g:score()):is(1)
  expect(g:events("matched")[1].cards):is({ 1, 3, 5 })
  g:turn(2, 4)
  expect(g:result()):is("cleared")
end)

test("a fruit turned after a trio's first card is a mismatch of two", function()
  local g = game { board = { "🐻", "🍐", "🐻", "🍐", "🐻" } }
  g:turn(1, 2)
  expect(g:moves(), "a bear's turn takes a third card"):is(0)
  g:turn(3)
  expect(g:moves()):is(1)
  expect(g:events("mismatched")[1].cards):is({ 1, 2, 3 })
end)

test("deals of pairs and trios clear with perfect play", function()
  for seed = 1, 5 do
    local g = game { size = 16, seed = seed }
    g:play_perfectly()
    expect(g:result()):is("cleared")
  end
end)

test("two pigs left of a trio can never make its group: the game ends when the rest is found", function()
  local tried = 0
  for seed = 1, 20 do
    local g = game { variant = "oldmaid", board = { "🐷", "🐷", "🐷", "🍎", "🍎" }, seed = seed }
    if g:state().maid == "🐷" then
      tried = tried + 1
      expect(g:over(), "seed " .. seed .. ": the apples are still to find"):is(false)
      g:turn(4, 5)
      expect(g:result(), "two pigs are no group: every group there was is found"):is("cleared")
    end
  end
  expect(tried > 0, "some seed's old maid is a pig"):is(true)
end)
