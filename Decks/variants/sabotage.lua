-- Sabotage: a duel in which pairs earn traps. Every {earn} pairs you find earn a Sabotage: x on
-- a face-down card sets a trap there once your next two cards are judged, so that your opponent
-- may be first to meet it: the card wears another card's face (one of another key still in
-- play, chosen by the game: you do not see it either). A miss with it unmasks it in sight; your
-- opponent's miss pays you {bounty}. A pair found with it disarms it. Traps are kept by card
-- id, so they follow their cards when a stacked variant moves them.
local places = require "places"

--- The places of the face-down cards of another key than card `card`'s, undisguised.
local function decoys(game, card)
  local key, list = game:card(card).key, {}
  for _, i in ipairs(game:face_down()) do
    local other = game:card(i)
    if other.key ~= key and not other.disguise then list[#list + 1] = i end
  end
  return list
end

--- Where a computer player sets a trap: on the last face-down card nobody has seen (one seen
--- is known for what it is, and is turned only to be paired, which disarms it), else on the
--- last that can be masked; nil when none can.
local function trap_spot(game)
  local unseen, any
  for _, i in ipairs(game:face_down()) do
    local card = game:card(i)
    if not card.disguise and #decoys(game, i) > 0 then
      any = i
      if card.times_seen == 0 then unseen = i end
    end
  end
  return unseen or any
end

---@type Variant
return variant {
  id = "sabotage",
  name = "Sabotage",
  api = 2,
  version = "1.0.0",
  description = "A duel: every {earn} pairs earn a trap (x): a card masked as another; your opponent's miss with it pays you {bounty}",
  players = 2,
  grid = "4x4",
  params = {
    earn = { default = 2, min = 1, max = 20, whole = true, doc = "pairs found that earn one Sabotage" },
    bounty = { default = 2, min = 0, max = 100, whole = true, doc = "points a sprung trap pays the player who set it" },
  },
  actions = {
    {
      key = "x",
      name = "Sabotage",
      charges = 0,
      description = "Masks the face-down card under the cursor as another card after your next two cards; your opponent's miss with it pays you.",
      run = function(game, card)
        local state, target = game.state, game:card(card)
        if target.state ~= "down" then return false, "Sabotage a face-down card" end
        if target.disguise or state.pending then return false, "That card is already a trap" end
        if #decoys(game, card) == 0 then return false, "No other face to mask it with" end
        state.pending = target.id
      end,
      bot = function(game)
        if not game.state.pending then return trap_spot(game) end
      end,
    },
  },
  on_start = function(e, game)
    game.state.traps, game.state.found = {}, {}
  end,
  -- The trap is set as the setter's two cards are judged, so that the opponent may meet it
  -- first; one the setter turned meanwhile (or that no other face can mask) is given back.
  on_turn_end = function(e, game)
    local state = game.state
    if not state.pending then return end
    local place, p = places.of(game, state.pending), game:player()
    state.pending = nil
    local list = place and game:card(place).state == "down" and decoys(game, place) or {}
    if #list == 0 then
      game:grant("x", 1, p)
      return
    end
    game:disguise({ place }, list[math.random(#list)])
    state.traps[tostring(game:card(place).id)] = p
    game:tally("set")
  end,
  on_match = function(e, game)
    local state, p = game.state, e.player
    for _, card in ipairs(e.cards) do
      local id = tostring(game:card(card.index).id)
      if state.traps[id] then
        state.traps[id] = nil
        game:tally("paired")
      end
    end
    state.found[p] = (state.found[p] or 0) + 1
    if state.found[p] % game.params.earn == 0 then game:grant("x", 1, p) end
  end,
  -- A trap in a miss is unmasked in sight; the opponent's miss pays the setter.
  on_mismatch = function(e, game)
    local traps = game.state.traps
    for _, card in ipairs(e.cards) do
      local id = tostring(game:card(card.index).id)
      local setter = traps[id]
      if setter then
        traps[id] = nil
        game:disguise({ card.index })
        if setter ~= e.player then
          game:award(game.params.bounty, setter)
          game:say("Sabotaged! " .. game:name(setter) .. " +" .. game.params.bounty)
          game:tally("sprung")
        else
          game:say("Your own trap: unmasked")
          game:tally("own")
        end
      end
    end
  end,
  status = function(game)
    local traps = game.state.traps
    if not traps then return nil end
    local n = 0
    for _ in pairs(traps) do n = n + 1 end
    if n > 0 then return "Traps: " .. n end
  end,
}
