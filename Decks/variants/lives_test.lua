-- Tests of the lives variant: `memory test Decks/variants/lives.lua`.

test("each mismatch costs a life, shown on the status line", function()
  local g = game { board = { "a", "b", "a", "b" } }
  expect(g:state().lives, "at the start"):is(3)
  g:turn(1, 2)
  expect(g:state().lives, "after a mismatch"):is(2)
  expect(g:status()):is("Lives: 2")
  g:turn(1, 3)
  expect(g:state().lives, "a match costs nothing"):is(2)
end)

test("the third mismatch loses the game", function()
  local g = game { board = { "a", "b", "a", "b" } }
  g:turn(1, 2, 1, 2)
  expect(g:over()):is(false)
  g:turn(1, 2)
  expect(g:result()):is("lost")
  expect(g:result_text()):is("Out of lives!")
end)

test("params sets the number of lives, as --set lives=5 does", function()
  local g = game { board = { "a", "b", "a", "b" }, params = { lives = 1 } }
  expect(g:status(), "before a card is turned"):is("Lives: 1")
  g:turn(1, 2)
  expect(g:result(), "one life, one mismatch"):is("lost")
end)

test("stacked with bomb: the bomb costs points and ends the turn, not a life", function()
  local g = game { deck = "party", variant = "lives+bomb", size = 4, seed = 3 }
  expect(g:status()):is("Lives: 3 · Bomb armed")
  expect(g:state("lives").lives):is(3)
  expect(g:state("bomb").armed):is(true)
  local bomb
  for _, i in ipairs(g:find("bomb")) do
    if g:card(i).state == "down" then bomb = i end
  end
  g:turn(bomb)
  expect(g:score()):is(-20)
  expect(g:state("lives").lives, "a turn of one card is no mismatch"):is(3)
  expect_error(function() g:state() end, 'this game stacks lives+bomb: say which, "lives", "bomb" or "rules"')
end)

test("a stack may also be given as a list, in play order", function()
  local g = game { deck = "party", variant = { "bomb", "lives" }, size = 4, seed = 3 }
  expect(g:status()):is("Bomb armed · Lives: 3")
end)
