-- Set match: turn three cards a turn; they match when each attribute of the faces (the sets
-- deck's number, colour and shape) is the same on all three or different on all three, as in
-- the card game Set. Any set on the board counts, not only the three cards dealt together, so
-- a careless set can leave cards over that make none: the game then ends with them on the
-- board (neither won nor lost), and the fewer left the better. Faces without those attributes match by key.

local setcards = require "setcards"   -- lib/setcards.lua: what makes a set

-- A set the player whose turn it is can know of: the turn's cards so far and cards still in play
-- they have seen (`times_shown`), as a list of places, the turn's first; nil when there is none
-- (or the faces carry no attributes). For the computer players, which go by the match hook's
-- answers for pairs only: without it a perfect player that knows every card left but no
-- group dealt whole would turn the same three forever.
local function known_set(game)
  if game:group() ~= 3 then return nil end
  local chosen, pool, turned = {}, {}, {}
  for _, i in ipairs(game:turn()) do
    chosen[#chosen + 1] = game:card(i)
    turned[i] = true
  end
  -- Cards still in play: a mismatch on show (up) turns back before the next card is turned.
  for _, card in ipairs(game:cards()) do
    local in_play = card.state == "down" or (card.state == "up" and not turned[card.index])
    if in_play and card.times_shown > 0 and not card.frozen then pool[#pool + 1] = card end
  end
  local function complete(from)
    if #chosen == 3 then
      return setcards.is_set(chosen[1].data, chosen[2].data, chosen[3].data) == true
    end
    for k = from, #pool do
      chosen[#chosen + 1] = pool[k]
      if complete(k + 1) then return true end
      chosen[#chosen] = nil
    end
    return false
  end
  if #chosen > 3 or not complete(1) then return nil end
  local places = {}
  for k, card in ipairs(chosen) do places[k] = card.index end
  return places
end

---@type Variant
return variant {
  id = "setmatch",
  name = "Set match",
  api = 2,
  version = "1.0.0",
  description = "Three cards a turn: a set when number, colour and shape each agree or all differ",
  group = 3,
  deck = "sets",
  grid = "3x6",
  -- Sequence names the next pair by key, and a set across the groups dealt breaks its order.
  excludes = { "sequence" },
  match = function(cards, game)
    if #cards == 3 then
      local set = setcards.is_set(cards[1].data, cards[2].data, cards[3].data)
      if set ~= nil then return set end
    end
    for k = 2, #cards do
      if cards[k].key ~= cards[1].key then return false end
    end
    return true
  end,
  -- Computer players start on a set they know, and keep to it once started.
  bot_cards = function(game)
    local set = game:skill() and #game:turn() == 0 and known_set(game)
    if set then return { set[1] } end
  end,
  bot_avoid = function(game)
    local turned = #game:turn()
    local set = game:skill() and turned > 0 and known_set(game)
    if not set then return nil end
    local keep, avoid = {}, {}
    for _, i in ipairs(set) do keep[i] = true end
    for _, card in ipairs(game:cards()) do
      if not keep[card.index] and (card.state == "down" or card.state == "up") then avoid[#avoid + 1] = card.index end
    end
    return avoid
  end,
  -- A set found that leaves cards making no set ends the game there, saying how many are
  -- left (the engine would end it as stuck: here it is a score attack's end).
  on_match = function(e, game)
    local down = {}
    for _, card in ipairs(game:cards()) do
      if card.state == "down" then down[#down + 1] = card end
    end
    if #down == 0 or game:group() ~= 3 then return end
    for a = 1, #down do
      for b = a + 1, #down do
        for c = b + 1, #down do
          if setcards.is_set(down[a].data, down[b].data, down[c].data) ~= false then return end
        end
      end
    end
    game.state.left = #down
    game:finish("No set left")
  end,
  -- How many cards the sets left over, on the game-over screen (a count kept out of the
  -- reason, so that memory simulate counts the endings together).
  on_end = function(e, game)
    local left = game.state.left
    if left then game:say(left .. " cards left that make no set") end
  end,
}
