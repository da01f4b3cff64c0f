-- Tests of the masquerade variant: `memory test Decks/variants/masquerade.lua`.

local board = { "a", "b", "c", "d", "e", "a", "b", "c", "d", "e" }

--- The places of the cards that wear a mask now.
local function masked(g)
  local list = {}
  for i = 1, g:cards() do
    if g:card(i).disguise then list[#list + 1] = i end
  end
  return list
end

--- A face-down card labelled `label`, not `not_this`.
local function other(g, label, not_this)
  for _, i in ipairs(g:find(label)) do
    if i ~= not_this and g:card(i).state == "down" then return i end
  end
end

test("masks cards at the start, each with the face of another key", function()
  local g = game { board = board, params = { masks = 3 } }
  local list = masked(g)
  expect(#list):is(3)
  for _, i in ipairs(list) do
    expect(g:card(i).disguise):is_not(g:card(i).label)
  end
  expect(g:status()):is("Masks: 3")
end)

test("turned, a masked card shows its mask; in a mismatch the mask falls in sight", function()
  local g = game { board = board, params = { masks = 1 } }
  local i = masked(g)[1]
  local mask = g:card(i).disguise
  g:turn(i)
  local seen = g:events("seen")
  expect(seen[#seen].face):is(mask)
  g:turn(other(g, mask, i))
  expect(#g:events("mismatched")):is(1)
  expect(g:card(i).disguise, "the mask is still seen as the mismatch shows"):is(mask)
  g:wait(0.5)
  expect(g:messages()):is({ "A mask falls!" })
  expect(g:card(i).state, "still on show"):is("up")
  expect(g:card(i).disguise, "showing its own face"):is(nil)
  expect(g:status()):is("No masks left")
  expect(g:tally("unmasked")):is(1)
end)

test("a masked card turned second shows its mask before it falls", function()
  local g = game { board = board, params = { masks = 1 } }
  local i = masked(g)[1]
  local mask = g:card(i).disguise
  g:turn(other(g, mask, i), i)
  local seen = g:events("seen")
  expect(seen[#seen].face, "turned, it shows its mask"):is(mask)
  expect(#g:events("mismatched")):is(1)
  expect(g:card(i).disguise, "still masked as the mismatch shows"):is(mask)
  expect(g:status()):is("Masks: 1")
  g:wait(0.5)
  expect(g:card(i).state, "still on show"):is("up")
  expect(g:card(i).disguise, "showing its own face"):is(nil)
  expect(g:messages()):is({ "A mask falls!" })
  expect(g:status()):is("No masks left")
end)

test("a masked card paired with its true partner matches, and its mask goes quietly", function()
  local g = game { board = board, params = { masks = 1 } }
  local i = masked(g)[1]
  g:turn(i, other(g, g:card(i).label, i))
  expect(g:score()):is(1)
  expect(g:messages()):is({})
  expect(g:status()):is("No masks left")
end)

test("a game played without a mistake is cleared", function()
  local g = game { seed = 4, size = 8 }
  g:play_perfectly()
  expect(g:result()):is("cleared")
  expect(g:score()):is(8)
end)
