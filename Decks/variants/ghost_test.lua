-- Tests of the ghost variant: `memory test Decks/variants/ghost.lua`.

local board = { "a", "b", "c", "d", "a", "b", "c", "d" }

--- The haunted card's place, or nil.
local function haunted(g)
  local id = g:state().haunted
  for i = 1, g:cards() do
    if g:card(i).id == id then return i end
  end
end

--- A face-down card other than `not_this` whose label is `label`.
local function card_labelled(g, label, not_this)
  for _, i in ipairs(g:find(label)) do
    if i ~= not_this and g:card(i).state == "down" then return i end
  end
end

test("the haunted card shows another card's face, and matching goes by its own", function()
  local g = game { board = board, seed = 2 }
  local ghost = haunted(g)
  local card = g:card(ghost)
  expect(card.disguise, "it wears a face"):is_not(nil)
  expect(card.disguise):is_not(card.label)
  -- Turned, it shows the disguise: what the player (and a computer player) saw.
  g:turn(ghost)
  local seen = g:events("seen")
  expect(seen[#seen].face):is(card.disguise)
  -- Paired with a card of the face it shows, it does not match.
  g:turn(card_labelled(g, card.disguise, ghost))
  expect(#g:events("mismatched")):is(1)
  expect(g:score()):is(0)
  expect(g:messages()):is({ "Boo! A ghost wore one of those faces" })
  expect(g:card(ghost).disguise, "the mismatch shows what the player saw"):is(card.disguise)
  expect(g:tally("fooled")):is(1)
  -- From the next card turned on, it shows its own face.
  g:turn(card_labelled(g, card.label, ghost))
  expect(g:card(ghost).disguise):is(nil)
end)

test("caught, the ghost haunts another card, as many times as hauntings says", function()
  local g = game { board = board, seed = 2, params = { hauntings = 2 } }
  local first = haunted(g)
  local card = g:card(first)
  g:turn(first, card_labelled(g, card.disguise, first))
  local second = haunted(g)
  expect(second, "the ghost moved on"):is_not(nil)
  expect(g:card(second).id):is_not(card.id)
  expect(g:card(second).disguise):is_not(nil)
  expect(g:state().hauntings):is(2)
  expect(g:status()):is("A ghost is about")
  local next_card = g:card(second)
  g:turn(second, card_labelled(g, next_card.disguise, second))
  expect(haunted(g), "no hauntings left"):is(nil)
  expect(g:status()):is("No ghost left")
end)

test("paired with its true partner, the ghost is laid to rest and the found card shows its face", function()
  local g = game { board = board, seed = 2, params = { hauntings = 1 } }
  local ghost = haunted(g)
  local card = g:card(ghost)
  g:turn(ghost, card_labelled(g, card.label, ghost))
  expect(g:score()):is(1)
  expect(g:messages()):is({ "The ghost is laid to rest" })
  expect(g:card(ghost).state):is("matched")
  expect(g:card(ghost).disguise):is(nil)
  expect(haunted(g)):is(nil)
end)

test("the game-over screen tells how often the ghost fooled the players", function()
  local g = game { board = board, seed = 2, params = { hauntings = 1 } }
  local ghost = haunted(g)
  g:turn(ghost, card_labelled(g, g:card(ghost).disguise, ghost))
  g:play_perfectly()
  expect(g:result()):is("cleared")
  local messages = g:messages()
  expect(messages[#messages]):is("The ghost fooled you 1 time")
end)

test("a ghost never wears its own key, on any deal", function()
  for seed = 1, 20 do
    local g = game { seed = seed, size = 6 }
    local card = g:card(haunted(g))
    local worn = g:card(g:find(card.disguise)[1])
    expect(worn.key, "seed " .. seed):is_not(card.key)
  end
end)

test("when a stacked variant takes the haunted card off, the ghost moves on to a card in play", function()
  local tried = 0
  for seed = 1, 12 do
    local g = game { variant = "thinning+ghost", board = board, seed = seed }
    local function ghost() return g:state("ghost").haunted end
    local first = ghost()
    -- Two mismatches in a row of cards the ghost is not in: thinning takes a group off.
    local played = 0
    for i = 1, g:cards() do
      for j = i + 1, g:cards() do
        if played < 2 and g:card(i).id ~= first and g:card(j).id ~= first and g:card(i).label ~= g:card(j).label
            and g:card(i).state == "down" and g:card(j).state == "down" then
          g:turn(i, j)
          g:wait(2)
          played = played + 1
        end
      end
    end
    local gone = false
    for i = 1, g:cards() do
      if g:card(i).id == first and g:card(i).state == "removed" then gone = true end
    end
    if gone then
      tried = tried + 1
      local now = ghost()
      local place
      for i = 1, g:cards() do if g:card(i).id == now then place = i end end
      expect(now ~= nil and now ~= first, "the ghost haunts another card (seed " .. seed .. ")"):is(true)
      expect(g:card(place).state):is("down")
      expect(g:card(place).disguise):is_not(nil)
      expect(g:failures()):is({})
    end
  end
  expect(tried > 0, "some seed's thinning took the haunted group"):is(true)
end)
