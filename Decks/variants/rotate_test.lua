-- Tests of the rotate variant: `memory test Decks/variants/rotate.lua`.

local square = { "a", "a", "b", "c",
                 "d", "e", "f", "g",
                 "b", "c", "d", "e",
                 "f", "g", "h", "h" }

test("a pair found once enough turns have passed turns the board a quarter, found cards and all", function()
  local g = game { board = square, size = "4x4", params = { every = 1 } }
  g:turn(1, 2)
  expect(g:messages()):is({ "The board turns a quarter" })
  -- Clockwise: row 1 becomes column 4, column 1 becomes row 1 read from the bottom.
  expect(g:card(4).state):is("matched")
  expect(g:card(8).state):is("matched")
  expect(g:card(4).id):is(1)
  expect(g:card(12).key):is("b")
  expect(g:card(3).key):is("d")      -- row 2, column 1
  expect(g:card(1).key):is("f")      -- row 4, column 1
  expect(g:card(16).key):is("c")     -- row 1, column 4
  expect(g:score()):is(1)
end)

test("the board waits for its turns, then for a pair found: a mismatch on show does not move", function()
  local g = game { board = square, size = "4x4", params = { every = 2 } }
  g:turn(1, 2)
  expect(#g:events("swapped"), "one turn is not enough"):is(0)
  g:turn(3, 5)
  expect(#g:events("swapped"), "a mismatch waits"):is(0)
  g:turn(15, 16)
  expect(g:messages()):is({ "The board turns a quarter" })
  expect(g:card(1).key):is("f")
  local swaps = #g:events("swapped")
  g:turn(table.unpack(g:find("b")))
  expect(g:score()):is(3)
  expect(#g:events("swapped"), "then it waits for two more turns"):is(swaps)
end)

test("a board that is not square turns around", function()
  local g = game { board = { "a", "a", "b", "c", "d", "b", "c", "d" }, size = "2x4", params = { every = 1 } }
  g:turn(1, 2)
  expect(g:messages()):is({ "The board turns around" })
  expect(g:card(8).id):is(1)
  expect(g:card(7).id):is(2)
  expect(g:card(1).key):is("d")
end)

test("on a board of a number of pairs nothing turns and the player is told", function()
  local g = game { board = { "a", "b", "a", "b" }, params = { every = 1 } }
  expect(g:messages()[1]):contains("needs a grid")
  g:turn(1, 3)
  expect(#g:events("swapped")):is(0)
end)

test("a game played without a mistake is cleared", function()
  local g = game { seed = 3, size = "4x4", params = { every = 1 } }
  g:play_perfectly()
  expect(g:result()):is("cleared")
  expect(#g:events("swapped")):is_not(0)
end)
