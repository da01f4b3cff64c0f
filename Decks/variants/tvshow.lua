-- Concentration, the TV show: a duel for prizes. A matched prize is the finder's gift, worth its
-- value in points (in place of the rules' points for a pair) and listed for each player on the
-- status line. A WILD card matches anything (its partner's twin leaves the board, so the wild
-- wins that prize); TAKE takes the opponent's best gift; LOSE forfeits the finder's cheapest.
-- The show ends when no prize is left on the board: the most dollars wins. It is played with the
-- prizes deck unless the player picks another: memory --variant tvshow --bot forgetful:0.3

local wild = require "wild"

--- The value of a face in dollars (0 for the special cards).
local function value(card)
  return (card.data and card.data.value) or 0
end

--- The turn's card that decides what a match wins: the first one that is not wild (nil when
--- every card of the group is wild).
local function deciding(e, game)
  for _, c in ipairs(e.cards) do
    if not game:has_tag(c.index, "wild") then return game:card(c.index) end
  end
  return nil
end

--- Index in `gifts` of the most (or, with `cheapest`, the least) valuable gift, or nil.
local function pick_gift(gifts, cheapest)
  local best
  for i, gift in ipairs(gifts) do
    if not best or (cheapest and gift.value < gifts[best].value)
        or (not cheapest and gift.value > gifts[best].value) then
      best = i
    end
  end
  return best
end

--- The other player holding the most valuable gift, or nil when nobody else holds one.
local function richest_opponent(game, me)
  local who, top = nil, -1
  for p = 1, game:players() do
    local i = p ~= me and pick_gift(game.state.gifts[p])
    if i and game.state.gifts[p][i].value > top then
      who, top = p, game.state.gifts[p][i].value
    end
  end
  return who
end

--- The twins of a prize a wild card won: the cards of its key still face down.
local function twins(game, key)
  local left = {}
  for _, c in ipairs(game:cards()) do
    if c.key == key and c.state == "down" then left[#left + 1] = c.index end
  end
  return left
end

--- Whether a prize (a card with a value) is still in play.
local function prize_left(game)
  for _, c in ipairs(game:cards()) do
    if c.state ~= "matched" and c.state ~= "removed" and value(c) > 0 then return true end
  end
  return false
end

return variant {
  id = "tvshow",
  name = "Concentration",
  author = "memory",
  version = "1.0.0",
  api = 2,
  description = "The TV show: a duel for prizes, with WILD, TAKE one gift and LOSE one gift (prizes deck)",
  players = 2,
  extra_turn = true,
  grid = "4x5",
  deck = "prizes",
  needs = { "wild", "take", "lose" },

  match = wild.match,

  on_start = function(e, game)
    game.state.gifts = {}
    for p = 1, game:players() do game.state.gifts[p] = {} end
  end,

  on_match = function(e, game)
    local me, card = e.player, deciding(e, game)
    if not card then
      game:say("Two wild cards: no prize")
      return -e.points
    end
    for _, c in ipairs(e.cards) do
      if game:has_tag(c.index, "wild") then
        local rest = twins(game, card.key)
        if #rest > 0 then game:remove(rest) end
        game:tally("wilds")
        break
      end
    end
    local mine = game.state.gifts[me]
    if game:has_tag(card.index, "take") then
      local from = richest_opponent(game, me)
      if not from then
        game:say(game:name(me) .. " has nothing to take")
        return -e.points
      end
      local theirs = game.state.gifts[from]
      local gift = table.remove(theirs, pick_gift(theirs))
      mine[#mine + 1] = gift
      game:award(-gift.value, from)
      game:tally("taken", gift.value)
      game:say(game:name(me) .. " takes " .. gift.label .. " from " .. game:name(from))
      return gift.value - e.points
    elseif game:has_tag(card.index, "lose") then
      local i = pick_gift(mine, true)
      if not i then
        game:say(game:name(me) .. " has nothing to forfeit")
        return -e.points
      end
      local gift = table.remove(mine, i)
      game:tally("forfeited", gift.value)
      game:say(game:name(me) .. " forfeits " .. gift.label)
      return -gift.value - e.points
    end
    mine[#mine + 1] = { label = card.label, value = value(card) }
    return value(card) - e.points
  end,

  on_turn_end = function(e, game)
    if game:groups_left() > 0 and not prize_left(game) then
      game:win("No prize left on the board")
    end
  end,

  -- Computer players steer clear of a known LOSE pair.
  bot_keys = function(game)
    local keys, seen = {}, {}
    for _, c in ipairs(game:cards()) do
      if not seen[c.key] and not game:has_tag(c.index, "lose") then
        seen[c.key] = true
        keys[#keys + 1] = c.key
      end
    end
    return keys
  end,

  status = function(game)
    local parts = {}
    for p = 1, game:players() do
      local labels = {}
      for _, gift in ipairs(game.state.gifts and game.state.gifts[p] or {}) do
        labels[#labels + 1] = gift.label
      end
      parts[#parts + 1] = game:name(p) .. " " .. (#labels > 0 and table.concat(labels) or "-")
    end
    return table.concat(parts, " | ")
  end,
}
