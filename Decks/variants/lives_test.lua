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
