-- Tests of the carousel variant: `memory test Decks/variants/carousel.lua`.

local square = { "a", "b", "c", "d",
                 "e", "f", "g", "h",
                 "a", "b", "c", "d",
                 "e", "f", "g", "h" }

test("on its turn the board turns under the first card, which stays face up where it went", function()
  local g = game { board = square, size = "4x4", params = { every = 2 } }
  expect(g:status()):is("Carousel: turns in 1 turn")
  g:turn(1, 2)                        -- turn 1: a mismatch, nothing moves
  expect(#g:events("swapped")):is(0)
  expect(g:status()):is("Carousel: turns at this turn's first card")
  g:turn(1)                           -- turn 2: card a at row 1, column 1 rides to row 1, column 4
  expect(g:messages()):is({ "The carousel turns a quarter" })
  expect(g:status(), "counted from the next turn"):is("Carousel: turns in 2 turns")
  expect(g:card(4).id):is(1)
  expect(g:card(4).state):is("up")
  expect(g:card(1).state):is("down")
  -- Its partner, dealt at row 3, column 1 (card 9), went to row 1, column 2.
  expect(g:card(2).id):is(9)
  g:turn(2)
  expect(g:score()):is(1)
  expect(g:card(4).state):is("matched")
  expect(g:card(2).state):is("matched")
end)

test("the turn's group follows its first card: a mismatch turns back the cards where they went", function()
  local g = game { board = square, size = "4x4", params = { every = 1 } }
  g:turn(1)
  expect(g:card(4).state, "the first card rode along"):is("up")
  g:turn(1)                           -- card 13 (e) came to place 1
  expect(g:card(1).key):is("e")
  expect(#g:events("mismatched")):is(1)
  g:wait(2)
  expect(g:card(4).state):is("down")
  expect(g:card(1).state):is("down")
  expect(g:card(4).times_turned):is(1)
end)

test("a board that is not square turns around", function()
  local g = game { board = { "a", "b", "c", "d", "d", "c", "b", "a" }, size = "2x4", params = { every = 1 } }
  g:turn(1)
  expect(g:messages()):is({ "The carousel turns around" })
  expect(g:card(8).id):is(1)
  expect(g:card(8).state):is("up")
  g:turn(1)                           -- the other a, dealt last, came to place 1
  expect(g:score()):is(1)
end)

test("on a board of a number of pairs nothing turns and the player is told", function()
  local g = game { board = { "a", "b", "a", "b" }, params = { every = 1 } }
  expect(g:messages()[1]):contains("needs a grid")
  g:turn(1, 3)
  expect(#g:events("swapped")):is(0)
  expect(g:status()):is(nil)
end)

test("a game played without a mistake is cleared, the board turning under it", function()
  local g = game { seed = 3, size = "4x4", params = { every = 2 } }
  g:play_perfectly()
  expect(g:result()):is("cleared")
  expect(#g:events("swapped")):is_not(0)
end)
