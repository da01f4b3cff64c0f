-- Tests of Decks/variants/dice.lua

-- Deals games from seed 1 on until the first turn's roll is `roll`.
local function game_rolling(roll, settings)
  for seed = 1, 200 do
    settings.seed = seed
    local g = game(settings)
    if g:state().roll == roll then return g end
  end
  error("no seed rolls " .. roll)
end

test("a match is worth the roll times the rules' points", function()
  local g = game_rolling(4, { board = { "a", "b", "a", "b" } })
  expect(g:status()):is("Die: ⚃ ×4")
  g:turn(1, 3)
  expect(g:score()):is(4)
end)

test("on a 1 the turn is one card, shown for a second", function()
  local g = game_rolling(1, { board = { "a", "b", "a", "b" }, players = 2 })
  expect(g:status()):is("Die: ⚀ one card")
  g:turn(1)
  g:wait(0)                -- the look is shown once the turn's start has been dealt with
  expect(g:player(), "the turn passed"):is(2)
  expect(g:card(1).state, "on show"):is("shown")
  expect(g:events("matched")):is({})
  expect(g:tally("blind")):is_at_least(1)
end)

test("on a 6 a face-down card shows itself before the turn", function()
  local g = game_rolling(6, { board = { "a", "b", "a", "b" } })
  g:wait(0)
  expect(#g:events("revealed")):is(1)
  expect(g:tally("lucky")):is(1)
  g:turn(1, 3)
  expect(g:score()):is(6)
end)

test("on a 6 a miss keeps the turn, and the die is rolled again", function()
  local g = game_rolling(6, { board = { "a", "b", "a", "b" }, players = 2 })
  g:wait(0)
  local rolls = #g:events("turn_kept")
  g:turn(1, 2)
  expect(#g:events("turn_kept") - rolls):is(1)
  expect(g:player(), "the same player plays again"):is(1)
  expect(g:tally("second_tries")):is(1)
end)

test("on 2 to 5 a miss passes the turn", function()
  local g = game_rolling(3, { board = { "a", "b", "a", "b" }, players = 2 })
  g:turn(1, 2)
  expect(g:player()):is(2)
  expect(g:events("turn_kept")):is({})
end)

test("a seeded game of two plays to its end", function()
  local g = game { seed = 11, size = "3x4", players = 2 }
  g:play_perfectly()
  expect(g:result()):is("cleared")
  local total = g:score(1) + g:score(2)
  expect(total):is_at_least(6)
end)

test("a duel against the computer plays to its end, blind turns and all", function()
  local g = game { seed = 3, size = "4x4", bot = "perfect" }
  while not g:over() do
    if g:computer() then g:play_bots() else g:play_perfectly() end
  end
  expect(g:result()):is("cleared")
  expect(g:tally("blind") + g:tally("lucky")):is_at_least(1)
end)
