-- Tests of Decks/variants/blackout.lua: found pairs turned back face down for a bonus.
local playtest = require "playtest"

test("a blackout turns every found pair back face down, marked with the bonus", function()
  local g = game { board = { "a", "b", "a", "b", "c", "c" } }
  g:turn(1, 3, 2, 4)
  g:use("o")
  for _, i in ipairs({ 1, 2, 3, 4 }) do
    expect(g:card(i).state, "card " .. i):is("down")
    expect(g:card(i).mark, "card " .. i):is("+2")
  end
  expect(#g:events("unfound")):is(2)
  expect(g:messages()):contains("Blackout! 2 pairs back in the dark")
  expect(g:tally("blacked_out")):is(2)
  expect(g:charges("o")):is(0)
  expect(g:over()):is(false)
end)

test("a blacked-out pair found again scores the rules' point and the bonus", function()
  local g = game { board = { "a", "b", "a", "b", "c", "c" } }
  g:turn(1, 3)
  g:use("o")
  expect(g:score(), "the point for the first find stays"):is(1)
  g:turn(1, 3)
  expect(g:score()):is(1 + 1 + 2)
  expect(g:card(1).mark, "the mark goes once found again"):is(nil)
  g:turn(2, 4)
  expect(g:score(), "a pair never blacked out earns no bonus"):is(5)
  g:turn(5, 6)
  expect(g:result()):is("cleared")
  expect(g:tally("found_again")):is(1)
end)

test("a miss turns the lights back on: the pairs still dark lose their bonus", function()
  local g = game { board = { "a", "b", "a", "b", "c", "d", "c", "d" } }
  g:turn(1, 3, 2, 4)
  g:use("o")
  g:turn(1, 3)
  expect(g:score()):is(2 + 1 + 2)
  g:turn(2, 5)
  expect(g:messages()):contains("The lights are back on")
  expect(g:card(2).mark, "the marks go"):is(nil)
  expect(g:card(4).mark):is(nil)
  g:turn(2, 4)
  expect(g:score(), "no bonus after the miss"):is(5 + 1)
  expect(g:tally("found_again")):is(1)
end)

test("the bonus is a param", function()
  local g = game { board = { "a", "b", "a", "b" }, params = { bonus = 5 } }
  g:turn(1, 3)
  g:use("o")
  expect(g:card(1).mark):is("+5")
  g:turn(1, 3)
  expect(g:score()):is(1 + 1 + 5)
end)

test("with no pair found it declines and keeps its charge", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:use("o")
  local declined = g:events("action_declined")
  expect(#declined):is(1)
  expect(declined[1].text):is("Blackout: no pair found yet")
  expect(g:charges("o")):is(1)
end)

test("it is used once a game", function()
  local g = game { board = { "a", "b", "a", "b", "c", "c" } }
  g:turn(1, 3)
  g:use("o")
  g:turn(1, 3)
  expect_error(function() g:use("o") end, "no Blackout left")
end)

test("only pairs still found black out: a pair found again after the blackout is found anew", function()
  local g = game { board = { "a", "b", "a", "b", "c", "c" } }
  g:turn(1, 3)
  g:use("o")
  g:turn(2, 4, 1, 3)
  expect(g:score()):is(1 + 1 + 1 + 2)
  expect(g:over()):is(false)
end)

test("a computer player blacks out once half the pairs are found, if it remembers well", function()
  local g = game { board = { "a", "b", "a", "b", "c", "c", "d", "d" } }
  g:turn(1, 3)
  expect(g:bot_action(1), "one pair found of four"):is(nil)
  g:turn(2, 4)
  expect(g:bot_action(1), "two found, two left"):is("o")
  expect(g:bot_action(0.3), "a forgetful player does not risk it"):is(nil)
end)

test("a seeded game played perfectly around a blackout scores every pair twice plus bonuses", function()
  local g = game { size = "4x4", seed = 7 }
  g:turn(1)
  local first = g:card(1).key
  local partner
  for _, i in ipairs(g:find(first)) do if i ~= 1 then partner = i end end
  g:turn(partner)
  g:use("o")
  g:play_perfectly()
  expect(g:result()):is("cleared")
  expect(g:score()):is(8 + 1 + 2)
  expect(g:moves()):is(9)
end)

test("the computer opponent in a duel plays a game with a blackout to its end", function()
  local g = game { variant = "blackout+duel", bot = "perfect", size = "4x4", seed = 3 }
  playtest.against_computer(g)
  expect(g:over()):is(true)
end)

test("a pair another variant put back and found again blacks out once", function()
  -- The thief (every miss) puts the pair found last back face down; found again, it is one pair.
  local g = game { variant = "thief+blackout", board = { "a", "b", "a", "b", "c", "c" }, params = { every = 1 } }
  g:turn(1, 3, 2, 5)
  expect(g:card(1).state, "the thief took it back"):is("down")
  g:turn(1, 3)
  g:use("o")
  expect(g:failures()):is({})
  expect(g:card(1).state):is("down")
  expect(g:card(3).state):is("down")
  expect(g:messages()):contains("Blackout! 1 pair back in the dark")
  expect(g:tally("blacked_out")):is(1)
end)
