-- Tests of the trap variant: `memory test Decks/variants/trap.lua`.

--- The trap's place in game g: the card whose turn springs it.
local function trap_of(g)
  return g:state().trap
end

test("turning the trap swaps its row's face-down cards with another row's", function()
  local g = game { size = "2x3", board = { "a", "b", "c", "a", "b", "c" }, seed = 3 }
  local trap = trap_of(g)
  expect(trap, "a trap is chosen"):is_at_least(1)
  g:turn(trap)
  local swaps = g:events("swapped")
  expect(#swaps, "the two other columns"):is(2)
  for _, s in ipairs(swaps) do
    expect(math.abs(s.cards[2] - s.cards[1]), "a card and the one above or below it"):is(3)
  end
  expect(g:messages()):contains("Trap! Rows 1 and 2 swapped")
  expect(g:card(trap).mark):is("⚠")
end)

test("the status line says whether the trap is still hidden", function()
  local g = game { size = "2x3", board = { "a", "b", "c", "a", "b", "c" } }
  expect(g:status()):is("A trap is hidden")
  g:turn(trap_of(g))
  expect(g:status()):is("Trap sprung")
end)

test("face-up and found cards, and those in their columns, stay put", function()
  -- Rows 1 and 2 only (a 2x4 board): the trap row is row 1 or 2, the other row the other one.
  local g = game { size = "2x4", board = { "a", "b", "c", "d", "a", "b", "c", "d" } }
  local trap = trap_of(g)
  -- A pair in a column other than the trap's is found first.
  local column = (trap - 1) % 4 + 1
  local found = column == 1 and 2 or 1
  g:turn(found, found + 4)
  g:turn(trap)
  expect(#g:events("swapped"), "two columns of four"):is(2)
  for _, s in ipairs(g:events("swapped")) do
    expect((s.cards[1] - 1) % 4 + 1 ~= found, "the found pair's column"):is(true)
  end
end)

test("the trap springs once a game", function()
  local g = game { size = "2x3", board = { "a", "b", "c", "a", "b", "c" }, seed = 5 }
  local trap = trap_of(g)
  local other = trap % 3 + 1 + (trap > 3 and 3 or 0)   -- in the trap's row: another face
  g:turn(trap, other)
  g:wait(1)
  local before = #g:events("swapped")
  g:turn(trap, other)
  expect(#g:events("swapped")):is(before)
  expect(trap_of(g)):is(nil)
end)

test("a board of a number of pairs has no rows: no trap, and the player is told", function()
  local g = game { size = 3, board = { "a", "b", "c", "a", "b", "c" } }
  expect(trap_of(g)):is(nil)
  expect(g:status()):is("No trap")
  expect(g:messages()):contains("No trap: it needs a grid board of two rows or more (--grid 4x4)")
end)
