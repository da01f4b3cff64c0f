-- Tests of Decks/variants/roguelike.lua: one boon before the first card, lives and the
-- multiplier read from what the game carries, and what each boon carries on.

local board = { "a", "b", "c", "a", "b", "c" }

test("one boon, chosen before the first card: choosing takes the others away", function()
  local g = game { board = board }
  expect(g:status()):is("Lives: 3 · Points ×1 · choose a boon: 1 2 3")
  g:use("1")
  expect(g:charges("2", 1)):is(0)
  expect(g:charges("3", 1)):is(0)
  expect(g:carried("lives")):is(1)
  expect(g:status()):is("Lives: 4 · Points ×1")
  expect(g:tally("boon1")):is(1)
end)

test("the first card turned takes the boons away", function()
  local g = game { board = board }
  g:turn(1)
  for _, key in ipairs({ "1", "2", "3" }) do expect(g:charges(key, 1), key):is(0) end
end)

test("Greed multiplies every pair's points, and is carried", function()
  local g = game { board = board, carried = { lives = 0, mult = 1 } }
  g:use("2")
  expect(g:carried("mult")):is(2)
  g:turn(1, 4)
  expect(g:score(), "one pair times three"):is(3)
end)

test("a decimal multiplier carried in adds its fractions up over the pairs", function()
  local g = game { board = board, carried = { lives = 0, mult = 0.5 } }
  expect(g:status()):is("Lives: 3 · Points ×1.5 · choose a boon: 1 2 3")
  local scores = {}
  for _, pair in ipairs({ { 1, 4 }, { 2, 5 }, { 3, 6 } }) do
    g:turn(pair[1], pair[2])
    scores[#scores + 1] = g:score()
  end
  expect(scores, "1.5 a pair: half a point waits for the next"):is({ 1, 3, 4 })
end)

test("Glimpse shows every card to the player, and carries nothing", function()
  local g = game { board = board }
  g:use("3")
  local revealed = g:events("revealed")
  expect(#revealed[1].cards):is(6)
  expect(g:carried("lives")):is(0)
  expect(g:carried("mult")):is(0)
end)

test("a mistake costs a life, carried; the last one loses the game", function()
  local g = game { board = board, params = { lives = 2 } }
  g:turn(1, 2)
  expect(g:carried("lives"), "cards never seen cost nothing"):is(0)
  g:turn(1, 2)
  expect(g:carried("lives")):is(-1)
  expect(g:over()):is(false)
  g:turn(1, 2)
  expect(g:result()):is("lost")
  expect(g:result_text()):is("Out of lives!")
end)

test("a computer player chooses Greed", function()
  local g = game { board = board, bot = "perfect", players = 1 }
  g:turn(1, 2)
  g:play_bots()
  expect(g:tally("boon2")):is(1)
end)
