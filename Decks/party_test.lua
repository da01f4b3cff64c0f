-- Tests of the party deck: `memory test Decks/party.lua` (see also the joker and bomb variants).

test("the joker and the bomb are faces like the others in classic rules", function()
  local g = game { board = { "joker", "bomb", "joker", "bomb" } }
  expect(g:card(1).label):is("🃏")
  g:turn(1, 3, 2, 4)
  expect(g:score()):is(2)
end)

-- The bomb and joker variants need their card (`needs`): each deal of the party deck has it.
local function always_dealt(variant, key)
  for seed = 1, 100 do
    local g = game { variant = variant, seed = seed, size = "2x3" }
    expect(#g:find(key), key .. " cards on the board with seed " .. seed):is_at_least(1)
  end
end

test("every deal of the bomb variant has the bomb", function() always_dealt("bomb", "bomb") end)
test("every deal of the joker variant has the joker", function() always_dealt("joker", "joker") end)
