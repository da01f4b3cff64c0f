-- Tests of the bomb variant (with the party deck): `memory test Decks/variants/bomb.lua`.

test("only one bomb stays on the board", function()
  local g = game { deck = "party", board = { "bomb", "bomb", "🐶", "🐶" } }
  expect(g:card(2).state):is("removed")
  expect(g:card(1).state):is("down")
  expect(g:status(), "the status line"):is("Bomb armed")
end)

test("a deck without a bomb has nothing on the status line", function()
  local g = game { deck = "party", board = { "🐶", "🐶", "🐱", "🐱" } }
  expect(g:status()):is(nil)
end)

test("turning the bomb costs 20 points, ends the turn and moves the bomb", function()
  local g = game { deck = "party", board = { "bomb", "bomb", "🐶", "🐶", "🐱", "🐱" } }
  g:turn(1)
  expect(g:score()):is(-20)
  expect(g:messages()):contains("BOOM! The bomb costs 20 points")
  expect(#g:events("turn_ended")):is(1)
  local swap = g:events("swapped")[1]
  expect(swap.cards[1], "the bomb moved from"):is(1)
  expect(g:card(swap.cards[2]).key, "the bomb is now at"):is("bomb")
  expect(g:tally("bombs"), "tallied for memory simulate"):is(1)
end)

test("the game ends cleared when only the bomb is left", function()
  local g = game { deck = "party", board = { "bomb", "bomb", "🐶", "🐶" } }
  g:turn(3, 4)
  expect(g:result(), "the bomb matches nothing: every pair is found"):is("cleared")
  expect(g:score()):is(1)
end)

test("stacked after a variant that took a bomb off, the other bomb stays", function()
  local tried = 0
  for seed = 1, 12 do
    local g = game { variant = "oldmaid+bomb", deck = "party", board = { "bomb", "bomb", "🐶", "🐶", "🐱", "🐱" }, seed = seed }
    if g:state("oldmaid").maid == "bomb" then
      tried = tried + 1
      local left = g:card(1).state == "removed" and 2 or 1
      expect(g:card(left).state, "seed " .. seed):is("down")
      expect(g:status()):contains("Bomb armed")
      expect(g:failures()):is({})
    end
  end
  expect(tried > 0, "some seed's old maid took a bomb"):is(true)
end)

test("stacked after simon, the bomb simon is showing stays and does not move when turned", function()
  local tried = 0
  for seed = 1, 12 do
    local g = game { variant = "simon+bomb", deck = "party", board = { "bomb", "bomb", "🐶", "🐶", "🐱", "🐱" }, seed = seed }
    local first = g:state("simon").sequence[1]
    if g:card(first).key == "bomb" then
      tried = tried + 1
      expect(g:card(first).state, "simon shows it (seed " .. seed .. ")"):is("shown")
      expect(g:card(3 - first).state, "the other bomb is taken off"):is("removed")
      g:wait(1)
      g:turn(first)
      expect(g:score(), "simon's point for the right card, less the bomb's 20"):is(1 - 20)
      expect(g:card(first).key, "and stayed, lit by simon"):is("bomb")
      expect(g:failures()):is({})
    end
  end
  expect(tried > 0, "some seed's sequence starts on a bomb"):is(true)
end)

test("stacked with joker, a computer player that saw the bomb end a turn does not turn it again for the joker", function()
  -- The joker's match hook pairs the joker with the bomb too, but the bomb ends every turn it is
  -- turned in: a computer player taking the two for a pair turned them for ever.
  for seed = 1, 6 do
    local g = game { variant = "bomb+joker", deck = "party", seed = seed, bot = "perfect",
                     board = { "bomb", "bomb", "joker", "joker", "🐶", "🐶", "🐱", "🐱" } }
    g:turn(3, 1)                       -- the person: a joker, then the bomb
    expect(g:tally("bombs"), "seed " .. seed):is(1)
    expect(g:computer(), "the computer's turn"):is(true)
    g:play_bots()
    expect(g:tally("bombs"), "seed " .. seed .. ": the computer turned the bomb"):is(1)
  end
end)
