-- Tests of Decks/variants/phantom.lua: `memory test Decks/variants/phantom.lua`.

test("a first look that mismatches costs nothing; a slip lets the phantom take a pair", function()
  local g = game { board = { "a", "b", "a", "b", "c", "d", "c", "d" } }
  g:turn(1, 2)                                  -- neither card seen before: no slip
  expect(g:state().phantom, "after a first look"):is(0)
  g:turn(1, 5)                                  -- card 1 was seen: a slip
  expect(g:state().phantom, "after a slip"):is(1)
  expect(g:tally("taken")):is(1)
  expect(#g:events("removed"), "a pair taken off"):is(1)
  expect(g:status()):is("Team 0 · Phantom 1")
  expect(g:messages()[1]):contains("The phantom takes a pair of")
end)

test("the phantom takes only a group whose cards are all face down", function()
  -- After the slip 1+5 (a and c on show), only b and d are whole and face down.
  local g = game { board = { "a", "b", "a", "b", "c", "d", "c", "d" } }
  g:turn(1, 5)
  g:turn(1, 5)
  local removed = g:events("removed")[1].cards
  for _, i in ipairs(removed) do
    local key = g:card(i).key
    expect(key == "b" or key == "d", "card " .. i .. " taken"):is(true)
  end
end)

test("the team wins together when it found more pairs than the phantom took", function()
  local g = game { board = { "a", "b", "a", "b", "c", "d", "c", "d" } }
  g:turn(1, 2)
  g:turn(1, 3)                                  -- a found
  g:turn(2, 4)                                  -- b found
  g:play_perfectly()
  expect(g:result()):is("won")
  expect(g:result_text()):is("The team beats the phantom, 4 to 0")
  expect(g:winners()):is({ 1, 2 })
end)

test("a slip with no group wholly face down costs nothing", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:turn(1, 2)
  g:turn(1, 2)                                  -- a slip, but a and b are both on show
  expect(g:state().phantom):is(0)
  expect(g:events("removed")):is({})
end)

test("the team that can still win plays on", function()
  local g = game { board = { "a", "b", "c", "a", "b", "c" } }
  g:turn(1, 2)
  g:turn(1, 2)                                  -- phantom takes c: 1 to 0, two pairs left
  expect(g:over()):is(false)
  g:turn(1, 2)                                  -- another slip, nothing face down left whole
  expect(g:over()):is(false)
  g:turn(1, 4)
  g:turn(2, 5)
  expect(g:result()):is("won")
  expect(g:result_text()):is("The team beats the phantom, 2 to 1")
end)

test("the game is lost once the team can at best tie the phantom", function()
  local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" } }
  g:turn(1, 2)                                  -- a first look
  g:turn(1, 2)                                  -- phantom 1 (c or d), three pairs left
  g:turn(1, 2)                                  -- phantom 2, two pairs left: 0 + 2 <= 2
  expect(g:result()):is("lost")
  expect(g:result_text()):is("The phantom has 2 pairs: the team cannot catch up")
  expect(g:winners()):is({})
  expect(g:messages()):contains("The phantom took 2 pairs")
end)

test("the time limit is a param: out of time, nobody wins", function()
  local g = game { board = { "a", "b", "a", "b" }, params = { seconds = 30 } }
  g:turn(1, 2)
  g:wait(31)
  expect(g:result()):is("time")
  expect(g:winners()):is({})
end)

test("a seeded game played without a mistake is won by both seats", function()
  local g = game { seed = 6, size = "4x4" }
  g:play_perfectly()
  expect(g:result()):is("won")
  expect(g:winners()):is({ 1, 2 })
end)
