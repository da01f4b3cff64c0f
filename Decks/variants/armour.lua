-- Armour: some pairs wear armour and must be matched twice. The first time an armoured pair is
-- turned together its armour cracks: the cards turn down and scatter, each swapped with a
-- face-down card somewhere on the board (watch where they slide). Find them again to take them:
-- an armoured pair is worth double. A card seen to be armoured wears a mark, x2.

local MARK = "x2"

-- The keys of the board's groups, in a fixed order (sorted), so that a seed picks the same ones.
local function board_keys(game)
  local keys, seen = {}, {}
  for _, card in ipairs(game:cards()) do
    if not seen[card.key] then
      seen[card.key] = true
      keys[#keys + 1] = card.key
    end
  end
  table.sort(keys)
  return keys
end

-- Whether the turn's cards so far make a whole group of one armoured key whose armour holds.
local function armoured_group(e, game)
  if #e.cards < game:group() then return nil end
  local key = e.cards[1].key
  for _, card in ipairs(e.cards) do
    if card.key ~= key then return nil end
  end
  if game.state.armour[key] == "whole" then return key end
  return nil
end

---@type Variant
return variant {
  id = "armour",
  name = "Armour",
  api = 2,
  version = "1.0.0",
  grid = "4x4",
  description = "{armoured} pairs wear armour: the first match cracks it and scatters the cards; find them again for double points",
  params = {
    armoured = { default = 3, min = 0, max = 5000, whole = true, doc = "how many groups wear armour" },
  },
  on_start = function(e, game)
    local keys = board_keys(game)
    game.state.armour = {}
    for _ = 1, math.min(game.params.armoured, #keys) do
      local key = table.remove(keys, math.random(#keys))
      game.state.armour[key] = "whole"
    end
    game.state.cracked = 0
  end,
  on_turn = function(e, game)
    local turned = e.cards[#e.cards]
    local state = game.state.armour[turned.key]
    if state == "whole" and game:card(turned.index).mark ~= MARK then
      game:mark(turned.index, MARK)
    end
    local key = armoured_group(e, game)
    -- A turn another variant of the stack ended already (its cards no longer up) is left alone.
    if not key or game:card(turned.index).state ~= "up" then return end
    -- The armour cracks: the group is never judged, its cards turn down, and they scatter as the
    -- next turn begins (on_turn_start runs as game:end_turn is applied).
    game.state.armour[key] = "cracked"
    game.state.cracked = game.state.cracked + 1
    game.state.scatter = {}
    for _, card in ipairs(e.cards) do
      game:unmark(card.index)
      table.insert(game.state.scatter, game:card(card.index).id)
    end
    game:end_turn()
    game:say("Armour cracked! The pair scatters")
    game:tally("cracked")
  end,
  on_turn_start = function(e, game)
    local scatter = game.state.scatter
    if not scatter then return end
    game.state.scatter = nil
    -- Each cracked card swaps with a face-down card drawn at random (not one on show, which
    -- cannot move, nor one of the cracked cards).
    local cracked, places, targets = {}, {}, {}
    for _, id in ipairs(scatter) do cracked[id] = true end
    for _, card in ipairs(game:cards()) do
      if cracked[card.id] then
        if card.state == "down" then places[#places + 1] = card.index end
      elseif card.state == "down" then
        targets[#targets + 1] = card.index
      end
    end
    for _, place in ipairs(places) do
      if #targets == 0 then break end
      game:swap(place, table.remove(targets, math.random(#targets)))
    end
  end,
  on_match = function(e, game)
    if game.state.armour[e.cards[1].key] == "cracked" then return e.points end
  end,
  status = function(game)
    local left = 0
    for _, state in pairs(game.state.armour or {}) do
      if state == "whole" then left = left + 1 end
    end
    return "Armour: " .. left
  end,
}
