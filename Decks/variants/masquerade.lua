-- Masquerade: {masks} face-down cards wear the mask of another card's face. The first time a
-- masked card is turned it shows its mask, and in a mismatch the mask falls half a second in,
-- while the cards are on show: the player sees the face change to the card's own. Matching
-- always goes by the card's own face (a masked card paired with its true partner matches, and
-- shows its own face as it is found). The status line counts the masks still worn. Computer
-- players see what people see, so a mask fools them once too.

local places = require "places"   -- lib/places.lua: a card's place now, from its id

--- The face-down cards of another key than card `place`'s.
local function others(game, place)
  local own, list = game:card(place).key, {}
  for _, card in ipairs(game:cards()) do
    if card.state == "down" and card.key ~= own then list[#list + 1] = card.index end
  end
  return list
end

--- The ids of the turn's cards that wear a mask.
local function masked_among(e, game)
  local ids = {}
  for _, card in ipairs(e.cards) do
    local id = game:card(card.index).id
    if game.state.masked[id] then ids[#ids + 1] = id end
  end
  return ids
end

--- Takes off the masks that the cards dealt to `ids` still wear, and says so when `aloud`.
local function unmask(game, ids, aloud)
  local masked, fallen = game.state.masked, {}
  for _, id in ipairs(ids) do
    local place = masked[id] and places.of(game, id)
    masked[id] = nil
    -- (A variant stacked with this one may have taken the card off the board.)
    if place and game:card(place).state ~= "removed" then fallen[#fallen + 1] = place end
  end
  if #fallen == 0 then return end
  game:disguise(fallen, nil)
  game.state.worn = game.state.worn - #fallen
  game:tally("unmasked", #fallen)
  if aloud then game:say(#fallen == 1 and "A mask falls!" or "Masks fall!") end
end

---@type Variant
return variant {
  id = "masquerade",
  name = "Masquerade",
  api = 2,
  version = "1.0.0",
  description = "{masks} cards wear another card's face until a mismatch shows them for what they are",
  params = { masks = { default = 3, min = 1, max = 16, whole = true, doc = "cards that wear a mask at the start" } },
  on_start = function(e, game)
    local state = game.state
    state.worn, state.masked = 0, {}
    for _, place in ipairs({ game:pick(game.params.masks) }) do
      local list = others(game, place)
      if #list > 0 then
        game:disguise(place, list[math.random(#list)])
        state.masked[game:card(place).id] = true
        state.worn = state.worn + 1
      end
    end
  end,
  -- In a mismatch the mask falls while the cards are on show, half a second in: a masked card
  -- turned second shows its mask first too, and then its own face.
  on_mismatch = function(e, game)
    local ids = masked_among(e, game)
    if #ids > 0 then game:after(0.5, function(g) unmask(g, ids, true) end) end
  end,
  -- Found, a masked card shows its own face: its mask is gone.
  on_match = function(e, game) unmask(game, masked_among(e, game), false) end,
  status = function(game)
    local worn = game.state.worn or 0
    if worn == 0 then return "No masks left" end
    return "Masks: " .. worn
  end,
}
