-- Ghost: a ghost haunts one face-down card. Turned, the haunted card shows the face of another
-- card (one a player has seen, when there is one), so a player may pair it with a card it does
-- not match. Matching still goes by its own face. Caught in a mismatch ("Boo!": two equal faces
-- that do not match), the ghost lets go once the mismatch has turned back: which of the two it
-- wore is for the player to work out, and the card shows its own face from the next card turned
-- on. The ghost then haunts another face-down card, {hauntings} cards in all. A haunted card
-- paired with its true partner by luck lays the ghost to rest early.
-- The game-over screen tells how often the ghost fooled the players. Computer players see the
-- face the card shows, as people do, and are fooled alike.

local places = require "places"   -- lib/places.lua: a card's place now, from its id
local unseen = require "unseen"   -- lib/unseen.lua: the cards never shown, and a draw among them

--- A card whose face the haunted card at `place` may wear: a face-down card of another key that
--- a player has seen, else any such face-down card; nil when none is left.
local function face_to_wear(game, place)
  local own, down = game:card(place).key, {}
  for _, card in ipairs(game:cards()) do
    if card.state == "down" and card.key ~= own then down[#down + 1] = card.index end
  end
  local never, shown = unseen.split(game, down)
  return unseen.draw(shown, never)
end

--- Sends the ghost into a face-down card, disguised, if it has hauntings left.
local function haunt(game)
  local state = game.state
  state.haunted = nil
  if state.hauntings >= game.params.hauntings then return end
  local place = game:pick(1)
  local wear = place and face_to_wear(game, place)
  if not wear then return end
  state.hauntings = state.hauntings + 1
  state.haunted = game:card(place).id
  game:disguise(place, wear)
end

--- The haunted card's place, if it is one of `cards`.
local function haunted_among(game, cards)
  local id = game.state.haunted
  if not id then return nil end
  local place = places.of(game, id)
  for _, card in ipairs(cards) do
    if card.index == place then return place end
  end
end

---@type Variant
return variant {
  id = "ghost",
  name = "Ghost",
  api = 2,
  version = "1.0.0",
  description = "A ghost haunts a card: turned, it shows another card's face; caught in a miss, it moves on ({hauntings} cards)",
  params = { hauntings = { default = 2, min = 1, max = 10, whole = true, doc = "cards the ghost haunts, one after another" } },
  on_start = function(e, game)
    game.state.hauntings, game.state.fooled = 0, 0
    haunt(game)
  end,
  on_mismatch = function(e, game)
    if not haunted_among(game, e.cards) then return end
    -- The mismatch is shown as the players saw it; the disguise comes off at the next card.
    local state = game.state
    state.exposed = state.haunted
    state.fooled = state.fooled + 1
    state.caught = true
    game:tally("fooled")
    game:say("Boo! A ghost wore one of those faces")
  end,
  on_turn = function(e, game)
    local state = game.state
    if not state.exposed then return end
    local place = places.of(game, state.exposed)
    state.exposed = nil
    -- (A variant stacked with this one may have taken the card off the board.)
    if place and game:card(place).state ~= "removed" then game:disguise(place, nil) end
  end,
  on_match = function(e, game)
    if not haunted_among(game, e.cards) then return end
    game.state.caught = true
    game:say("The ghost is laid to rest")
  end,
  on_turn_end = function(e, game)
    local state = game.state
    if state.caught then
      state.caught = nil
      haunt(game)
      return
    end
    local place = state.haunted and places.of(game, state.haunted)
    -- A stacked variant took the haunted card off the board (thinning): the ghost moves on.
    if place and game:card(place).state == "removed" then
      haunt(game)
      return
    end
    -- A ghost wearing the face of a pair found since would give itself away: it changes faces.
    local worn = place and game:card(place).disguise
    if worn then
      for _, card in ipairs(game:cards()) do
        if card.key == worn.key and card.state == "matched" then
          local wear = face_to_wear(game, place)
          if wear then game:disguise(place, wear) end
          return
        end
      end
    end
  end,
  on_end = function(e, game)
    local fooled = game.state.fooled or 0
    if fooled > 0 then
      game:say("The ghost fooled you " .. fooled .. (fooled == 1 and " time" or " times"))
    end
  end,
  status = function(game)
    if game.state.haunted then return "A ghost is about" end
    return "No ghost left"
  end,
}
