-- Tests of the old maid variant: `memory test Decks/variants/oldmaid.lua`.

local board = { "a", "b", "c", "a", "b", "c" }

--- The old maid's place (the card whose partner left the board).
local function maid(g)
  for i = 1, g:cards() do
    local card = g:card(i)
    if card.key == g:state().maid and card.state ~= "removed" then return i end
  end
end

test("one card leaves the board at the start, leaving its partner alone", function()
  local g = game { board = board, seed = 5 }
  expect(#g:events("removed")):is(1)
  local gone = g:events("removed")[1].cards[1]
  expect(g:card(gone).state):is("removed")
  expect(g:card(gone).key):is(g:state().maid)
  expect(maid(g)):is_not(nil)
end)

test("turning the old maid costs points and marks it for everyone", function()
  local g = game { board = board, seed = 5, params = { cost = 3 } }
  local m = maid(g)
  local stranger = m == 1 and 2 or 1
  if g:card(stranger).state == "removed" or g:card(stranger).key == g:card(m).key then stranger = 3 end
  g:turn(m, stranger)
  expect(g:score()):is(-3)
  expect(g:card(m).mark):is("♛")
  expect(g:messages()):is({ "The old maid! −3" })
  expect(g:tally("maids")):is(1)
end)

test("the game is cleared when every other pair is found, the old maid left alone", function()
  local g = game { board = board, seed = 5 }
  local m = maid(g)
  for _, key in ipairs({ "a", "b", "c" }) do
    if key ~= g:state().maid then g:turn(table.unpack(g:find(key))) end
  end
  expect(g:result()):is("cleared")
  expect(g:score()):is(2)
  expect(g:card(m).state):is("down")
end)
