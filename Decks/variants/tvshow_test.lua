-- Tests of Decks/variants/tvshow.lua: prizes, the wild card, TAKE and LOSE, the end of the show.

test("a matched prize is the finder's gift, worth its dollars, shown on the status line", function()
  local g = game { deck = "prizes", board = { "car", "tv", "car", "tv" } }
  g:turn(1, 3)
  expect(g:score(1), "the car's value, not the rules' point"):is(8000)
  expect(g:status()):is("P1 🚗 | P2 -")
  g:turn(2, 4)
  expect(g:score(1)):is(9200)
  expect(g:status()):is("P1 🚗📺 | P2 -")
end)

test("a wild card matches any prize, and the prize's twin leaves the board", function()
  local g = game { deck = "prizes", board = { "wild", "car", "tv", "car", "tv", "wild" } }
  g:turn(1, 2)
  expect(g:score(1)):is(8000)
  expect(g:card(4).state, "the other car"):is("removed")
  expect(g:status()):is("P1 🚗 | P2 -")
  expect(g:tally("wilds")):is(1)
  g:turn(3, 5)
  expect(g:score(1)):is(9200)
end)

test("TAKE takes the opponent's most valuable gift", function()
  local g = game { deck = "prizes",
    board = { "car", "tv", "take", "car", "tv", "take", "pan", "pan" } }
  g:turn(1, 4, 2, 5)         -- P1 wins the car and the TV
  g:turn(7, 3)               -- P1 misses: P2's turn
  expect(g:player()):is(2)
  g:turn(3, 6)               -- P2 matches TAKE
  expect(g:score(2), "the car moved to P2"):is(8000)
  expect(g:score(1)):is(1200)
  expect(g:status()):is("P1 📺 | P2 🚗")
  expect(g:messages()):contains("P2 takes 🚗 from P1")
end)

test("LOSE forfeits the finder's cheapest gift", function()
  local g = game { deck = "prizes",
    board = { "car", "pan", "forfeit", "car", "pan", "forfeit", "tv", "tv" } }
  g:turn(1, 4, 2, 5, 3, 6)
  expect(g:score(1), "the car stays, the pan goes"):is(8000)
  expect(g:status()):is("P1 🚗 | P2 -")
  expect(g:tally("forfeited")):is(50)
end)

test("TAKE with nothing to take, and two wild cards, win nothing", function()
  local g = game { deck = "prizes", board = { "take", "wild", "take", "wild", "tv", "tv" } }
  g:turn(1, 3)
  expect(g:score(1)):is(0)
  expect(g:messages()):contains("P1 has nothing to take")
  g:turn(2, 4)
  expect(g:score(1)):is(0)
end)

test("the show ends when no prize is left, and the most dollars win", function()
  local g = game { deck = "prizes",
    board = { "tv", "pan", "forfeit", "tv", "pan", "forfeit" } }
  g:turn(2, 3)               -- P1 misses
  g:turn(1, 4)               -- P2 wins the TV
  g:turn(2, 5)               -- and the pan: only the LOSE pair is left
  expect(g:result()):is("won")
  expect(g:result_text()):is("No prize left on the board")
  expect(g:winners()):is({ 2 })
  expect(g:card(3).state, "the LOSE pair was never turned"):is("down")
end)

test("a duel with the computer: every dollar scored is a gift held", function()
  for seed = 1, 5 do
    local g = game { deck = "prizes", bot = "perfect", seed = seed, size = "4x5" }
    g:play_perfectly()
    expect(g:over(), "seed " .. seed):is(true)
    local held = g:state().gifts
    for p = 1, 2 do
      local sum = 0
      for _, gift in ipairs(held[p]) do sum = sum + gift.value end
      expect(g:score(p), "seed " .. seed .. " player " .. p):is(sum)
    end
  end
end)

test("the computer steers clear of a LOSE pair it knows", function()
  for seed = 1, 10 do
    local g = game { deck = "prizes", bot = "perfect", seed = seed,
      board = { "forfeit", "car", "forfeit", "tv", "car", "tv", "pan", "pan" } }
    expect(g:bot_keys(), "the keys it may go for"):is({ "car", "tv", "pan" })
    g:turn(1, 2)               -- the person shows a LOSE card and a car, and misses
    g:play_bots()
    for _, e in ipairs(g:events("matched")) do
      expect(e.cards[1] ~= 1 and e.cards[1] ~= 3, "the computer matched LOSE, seed " .. seed):is(true)
    end
  end
end)
