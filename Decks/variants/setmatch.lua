-- Set match: turn three cards a turn; they match when each attribute of the faces (the sets
-- deck's number, colour and shape) is the same on all three or different on all three, as in
-- the card game Set. Any set on the board counts, not only the three cards dealt together, so
-- a careless set can leave cards over that make none: the game then ends with them on the
-- board (neither won nor lost), and the fewer left the better. Faces without those attributes match by key.

local setcards = require "setcards"   -- lib/setcards.lua: what makes a set

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
