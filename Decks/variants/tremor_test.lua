-- Tests of Decks/variants/tremor.lua: two face-down cards swap on a clock, marked before.

test("two face-down cards are marked 3 s before the tremor, then swap", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" }, seed = 2 }
  expect(g:status()):is("Tremor in 12s")
  g:wait(9.5)
  local marked = g:events("marked")
  expect(#marked):is(1)
  expect(marked[1].text):is("~")
  local i, j = marked[1].cards[1], marked[1].cards[2]
  local ki, kj = g:card(i).key, g:card(j).key
  expect(g:status()):is("Tremor in 3s")
  g:wait(3)
  expect(#g:events("swapped")):is(1)
  expect(g:card(i).key):is(kj)
  expect(g:card(j).key):is(ki)
  expect(g:card(i).mark, "the marks go with the tremor"):is(nil)
  expect(g:card(j).mark):is(nil)
  expect(g:tally("tremors")):is(1)
  expect(g:status()):is("Tremor in 12s")
end)

test("a marked card turned before the tremor steadies it: nothing swaps", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" }, seed = 2 }
  g:wait(9.5)
  local i = g:events("marked")[1].cards[1]
  g:turn(i)
  g:wait(3)
  expect(#g:events("swapped")):is(0)
  expect(g:tally("steadied")):is(1)
end)

test("a marked card turned in a miss that has turned back still steadies the pair", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" }, seed = 2 }
  g:wait(9.5)
  local i, j = g:events("marked")[1].cards[1], g:events("marked")[1].cards[2]
  local other = 1
  while other == i or other == j or g:card(other).key == g:card(i).key do other = other + 1 end
  g:turn(i, other)
  g:wait(1.1)
  expect(g:card(i).state, "turned back before the tremor"):is("down")
  g:wait(2)
  expect(#g:events("swapped")):is(0)
  expect(g:tally("steadied")):is(1)
  g:wait(12)
  expect(#g:events("swapped"), "the next tremor shakes again"):is(1)
end)

test("tremors come every 12 s of play, as long as the game lasts", function()
  local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" }, seed = 4 }
  g:wait(12 * 5 + 1)
  expect(g:tally("tremors")):is(5)
  expect(#g:events("swapped")):is(5)
end)

test("the period and the warning are params", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" }, params = { every = 5, warn = 1 } }
  g:wait(3.9)
  expect(#g:events("marked")):is(0)
  g:wait(0.2)
  expect(#g:events("marked")):is(1)
  g:wait(1)
  expect(#g:events("swapped")):is(1)
end)

test("a warning as long as the period is a script error", function()
  local g = game { board = { "a", "b", "a", "b" }, params = { every = 5, warn = 5 } }
  expect(#g:failures()):is(1)
  expect(g:failures()[1]):contains("warn (5) must be less than every (5)")
end)

test("with fewer than two face-down cards nothing shakes", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:turn(1, 3)
  g:turn(2)
  g:wait(13)
  expect(#g:events("marked")):is(0)
  g:turn(4)
  expect(g:result()):is("cleared")
end)

test("a perfect player clears a seeded 4x4 board through the tremors", function()
  local g = game { size = "4x4", seed = 9 }
  g:play_perfectly()
  expect(g:result()):is("cleared")
end)
