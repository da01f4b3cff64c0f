-- Tests of Decks/variants/speedround.lua: a turn clock that shortens with every pair found.

test("the clock starts at seconds and loses cut with each pair found, down to least", function()
  local g = game { board = { "a", "a", "b", "b", "c", "c", "d", "d" },
    params = { seconds = 5, cut = 1.5, least = 2 } }
  expect(g:status()):is("Clock: 5s/5s")
  g:turn(1, 2)
  expect(g:status()):is("Clock: 4s/3.5s")
  g:turn(3, 4)
  expect(g:state().limit):is(2)
  g:turn(5, 6)
  expect(g:state().limit, "never below least"):is(2)
end)

test("the status counts the turn down as time passes", function()
  local g = game { board = { "a", "b", "a", "b" }, params = { seconds = 8 } }
  g:turn(1)
  g:wait(2.5)
  expect(g:status()):is("Clock: 6s/8s")
end)

test("a slow turn turns its cards back and costs a point; the next turn gets a fresh clock", function()
  local g = game { board = { "a", "b", "a", "b" }, params = { seconds = 3, cut = 0 } }
  g:turn(1, 3)
  expect(g:score()):is(1)
  g:turn(2)
  g:wait(3)
  expect(g:messages()):contains("Too slow: −1")
  expect(g:score()):is(0)
  expect(g:card(2).state):is("down")
  expect(g:tally("slow")):is(1)
  g:wait(2.9)
  expect(g:tally("slow"), "the new turn has its own 3 seconds"):is(1)
  g:turn(2, 4)
  expect(g:result()):is("cleared")
end)

test("a turn finished in time is not charged by its stale timer", function()
  local g = game { board = { "a", "b", "a", "b" }, params = { seconds = 3 } }
  g:turn(1)
  g:wait(2)
  g:turn(3)          -- a match with a second to spare; the next turn's clock starts now
  g:wait(2)          -- the first turn's timer falls due here and does nothing
  expect(g:tally("slow")):is(0)
  expect(g:score()):is(1)
end)

test("the clock waits for a mismatch on show to turn back", function()
  local g = game { board = { "a", "b", "a", "b" }, params = { seconds = 2 } }
  g:turn(1, 2)       -- on show for a second, then two seconds of clock
  g:wait(2.5)
  expect(g:tally("slow")):is(0)
  g:wait(0.6)
  expect(g:tally("slow")):is(1)
end)

test("strict: a slow turn ends the game there, neither won nor lost", function()
  local g = game { board = { "a", "b", "a", "b" }, params = { seconds = 3, strict = true } }
  g:turn(1, 3)
  g:wait(3)
  expect(g:result()):is("ended")
  expect(g:result_text()):is("Too slow!")
  expect(g:score()):is(1)
end)

test("seeded games played without a mistake end cleared, with a computer opponent too", function()
  for seed = 1, 5 do
    local g = game { seed = seed, size = 8 }
    g:play_perfectly()
    expect(g:result()):is("cleared")
  end
  local duel = game { seed = 2, size = 8, variant = "speedround+duel", bot = "perfect" }
  while not duel:over() do
    if duel:computer() then duel:play_bots() else duel:turn(1) duel:wait(9) end
  end
  expect(duel:tally("slow"), "the person dawdled; the computer takes no time"):is_at_least(1)
end)
